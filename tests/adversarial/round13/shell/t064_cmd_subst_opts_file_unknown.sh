#!/bin/bash
# Site-specific tuning lives next to the script on each node (not in git).
cd "$(dirname "$0")"
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  $(< hisparse.opts) \
  --port 30000
