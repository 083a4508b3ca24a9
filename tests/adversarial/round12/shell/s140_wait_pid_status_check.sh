#!/usr/bin/env bash
set -uo pipefail
mkdir -p logs
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE --speculative-num-steps 2 \
  --speculative-eagle-topk 2 --speculative-num-draft-tokens 3 \
  --port 30000 > logs/server.log 2>&1 &
SERVER_PID=$!

for _ in $(seq 120); do
  if curl -sf localhost:30000/health >/dev/null; then
    echo "server up"
    exit 0
  fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    wait "$SERVER_PID"
    status=$?
    echo "server died during startup (exit $status), see logs/server.log" >&2
    exit "$status"
  fi
  sleep 10
done
echo "timed out waiting for the server" >&2
exit 1
