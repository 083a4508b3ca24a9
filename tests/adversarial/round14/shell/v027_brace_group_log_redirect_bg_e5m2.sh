#!/usr/bin/env bash
# Start DSv3.2 with HiSparse on the 8xH200 box, log to logs/, wait for /health.
set -euo pipefail
mkdir -p logs
{
  echo "=== $(date -Is) starting sglang"
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --host 0.0.0.0 --port 30000
} >>logs/server.log 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
until curl -sf http://127.0.0.1:30000/health >/dev/null; do
  kill -0 "$SERVER_PID" || { tail -n 50 logs/server.log; exit 1; }
  sleep 5
done
echo "server up (pid $SERVER_PID)"
wait "$SERVER_PID"
