#!/usr/bin/env bash
# Hunyuan V4 from a local folder: its config.json has learnable DSA attention sinks,
# which SGLang serves with a bfloat16 KV cache and flashmla_sparse only.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path fixtures/models/hunyuan-v4 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-decode-backend flashmla_sparse \
  --port 30000
