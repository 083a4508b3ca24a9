#!/usr/bin/env bash
set -euo pipefail
cleanup() { kill "$SERVER_PID" 2>/dev/null || true; }
trap cleanup EXIT INT TERM
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000 > server.log 2>&1 &
SERVER_PID=$!
until curl -sf http://127.0.0.1:30000/health >/dev/null; do sleep 5; done
python3 bench/run_eval.py --port 30000
