#!/usr/bin/env bash
# Starts from the CPU smoke-test flags, then pins the device back to the GPU.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device cpu --mem-fraction-static 0.5 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --device cuda \
  --port 30000
