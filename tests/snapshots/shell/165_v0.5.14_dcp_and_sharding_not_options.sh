#!/usr/bin/env bash
# A long-context recipe written for a newer release, run on SGLang 0.5.14.
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2

# Decode context parallelism and KV sharding: options 0.5.14 does not have.
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --decode-context-parallel-size 1 \
  --enable-kv-cache-sharding \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16

# The backend written with the spelling 0.5.13-0.5.19 still run as an alias.
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --dsa-decode-backend flashmla_sparse
