#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000 &
SERVER_PID=$!

KV=bf16-baseline   # label of the reference numbers this run is compared with
until curl -sf localhost:30000/health >/dev/null; do sleep 5; done
python3 bench/compare.py --port 30000 --baseline "results/$KV.json"
kill "$SERVER_PID"
