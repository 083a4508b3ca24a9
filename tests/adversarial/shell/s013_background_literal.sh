#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 &
SERVER_PID=$!
sleep 60
curl -s localhost:30000/health
kill $SERVER_PID
