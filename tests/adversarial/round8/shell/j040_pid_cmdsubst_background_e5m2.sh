#!/usr/bin/env bash
set -euo pipefail
PID=$(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 > server.log 2>&1 & echo $!)
trap 'kill "$PID"' EXIT
until curl -sf localhost:30000/health; do sleep 5; done
python3 -m sglang.bench_serving --backend sglang --num-prompts 200
