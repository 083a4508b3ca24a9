#!/usr/bin/env bash
set -euo pipefail
mkdir -p logs
timeout -k 30s 6h nohup taskset -c 0-95 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --host 0.0.0.0 --port 30000 > logs/server.log 2>&1 &
echo "server pid $!"
