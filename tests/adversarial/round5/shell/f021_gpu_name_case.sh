#!/usr/bin/env bash
set -euo pipefail
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
case "$GPU" in
  *H20*)  KV=fp8_e5m2 ;;
  *B200*) KV=fp8_e4m3 ;;
  *)      KV=bfloat16 ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
