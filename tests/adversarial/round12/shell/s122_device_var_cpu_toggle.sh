#!/usr/bin/env bash
#   ./serve.sh              -> the 8 GPUs
#   CPU_ONLY=1 ./serve.sh   -> CPU engine smoke run on the build box
DEVICE=cuda
EXTRA=(--tp 8)
if [ "${CPU_ONLY:-0}" = 1 ]; then
  DEVICE=cpu
  EXTRA=()
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --trust-remote-code \
  --device "$DEVICE" "${EXTRA[@]}" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
