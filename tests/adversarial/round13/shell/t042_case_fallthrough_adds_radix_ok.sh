#!/bin/bash
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
ARGS=()
case "$GPU" in
  *H200*)
    ARGS+=(--enable-hisparse)
    ;&
  *H100*)
    ARGS+=(--disable-radix-cache --kv-cache-dtype fp8_e4m3)
    ;;
  *)
    ARGS+=(--kv-cache-dtype fp8_e5m2)
    ;;
esac

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${ARGS[@]}" \
  --port 30000
