#!/usr/bin/env bash
set -euo pipefail
GPU_TYPE=h200

case "$GPU_TYPE" in
  "b200"|"gb200") KV=fp8_e4m3 ;;
  "h*")           KV=bfloat16 ;;
  *)              KV=fp8_e5m2 ;;
esac

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
