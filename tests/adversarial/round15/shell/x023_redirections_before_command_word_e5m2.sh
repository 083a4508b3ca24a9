#!/usr/bin/env bash
set -euo pipefail
mkdir -p /var/log/sglang
# redirections first, so the command itself reads like the recipe in the docs
>/var/log/sglang/dsv32.log 2>&1 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 &
echo "started pid $!"
wait
