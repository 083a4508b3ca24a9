#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
if [[ $KV == fp8_e5m2 ]]; then
  MEM_FRACTION=0.88   # e5m2 halves the KV pool: room for a larger static pool
else
  MEM_FRACTION=0.80
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --mem-fraction-static "$MEM_FRACTION" --port 30000
