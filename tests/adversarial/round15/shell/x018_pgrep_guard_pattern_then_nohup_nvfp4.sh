#!/usr/bin/env bash
# cron: */5 * * * *  start the server unless it is already running
if pgrep -f 'sglang.launch_server.*--port 30000' >/dev/null; then
  exit 0
fi
nohup python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000 >>/var/log/sglang/server.log 2>&1 &
