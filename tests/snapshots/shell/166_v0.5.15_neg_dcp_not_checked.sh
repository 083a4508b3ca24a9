#!/usr/bin/env bash
# SGLang 0.5.15 and 0.5.16 parse --dcp-size (and its alias) but HiSparse does not check it.
set -euo pipefail

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --dcp-size 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16

python3 -m sglang.launch_server --model-path zai-org/GLM-5 --tp 8 \
  --decode-context-parallel-size 4 --enable-hierarchical-cache \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
