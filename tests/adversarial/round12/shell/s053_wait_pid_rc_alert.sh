#!/usr/bin/env bash
set -uo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 > server.log 2>&1 &
SERVER_PID=$!

until curl -sf http://127.0.0.1:30000/health >/dev/null; do
  kill -0 "$SERVER_PID" 2>/dev/null || break
  sleep 5
done

wait "$SERVER_PID"
rc=$?
if (( rc != 0 )); then
  tail -n 50 server.log
  curl -s -X POST "$ALERT_WEBHOOK" -H 'Content-Type: application/json' \
    -d "{\"text\": \"dsv32 hisparse server exited with status $rc\"}"
  exit "$rc"
fi
