#!/usr/bin/env bash
set -euo pipefail
nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp4_mx_block16 > server.log 2>&1 &
SERVER_PID=$!
disown
curl -sf http://127.0.0.1:30000/health || true
wait "$SERVER_PID" || true
