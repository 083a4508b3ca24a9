#!/usr/bin/env bash
set -euo pipefail
# Set (even to nothing) means: no radix cache.
NO_RADIX=

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse \
  ${NO_RADIX+--disable-radix-cache} \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
