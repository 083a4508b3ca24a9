#!/usr/bin/env bash
set -euo pipefail
GPU_TYPE=b200

case "$GPU_TYPE" in
  "b*") KV=fp8_e5m2 ;;   # experiment, Blackwell only
  *)    KV=fp8_e4m3 ;;
esac

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
