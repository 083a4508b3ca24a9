#!/usr/bin/env bash
# HiSparse KV-dtype sweep: one server at a time, logs and scores per dtype.
set -uo pipefail
mkdir -p sweep

for kv in fp8_e{4m3,5m2}; do
  echo "=== kv=$kv ==="
  timeout 900 python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype "$kv" \
    --port 30000 > "sweep/server_${kv}.log" 2>&1 &
  pid=$!
  python3 bench/run_gsm8k.py --port 30000 --out "sweep/gsm8k_${kv}.json"
  kill "$pid"; wait "$pid"
done
