#!/usr/bin/env bash
# The CI matrix sets SGLANG_USE_CPU_ENGINE for its CPU legs; default to GPU.
export SGLANG_USE_CPU_ENGINE="${SGLANG_USE_CPU_ENGINE:-0}"
echo "SGLANG_USE_CPU_ENGINE=$SGLANG_USE_CPU_ENGINE"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
