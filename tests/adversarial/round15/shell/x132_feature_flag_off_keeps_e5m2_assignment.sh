#!/usr/bin/env bash
set -euo pipefail
USE_BF16_KV=0      # flip to 1 for the accuracy runs

KV=fp8_e5m2
if (( USE_BF16_KV )); then
  KV=bfloat16
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
