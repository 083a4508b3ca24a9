#!/usr/bin/env bash
set -euo pipefail
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT INT TERM
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 &
SERVER_PID=$!
until curl -sf http://127.0.0.1:30000/health; do sleep 5; done
python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 200
