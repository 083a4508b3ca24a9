#!/usr/bin/env bash
set -euo pipefail
mapfile -t DTYPES < <(printf '%s\n' bfloat16 fp8_e4m3 fp8_e5m2)
for kv in "${DTYPES[@]}"; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port 30000 &
  pid=$!
  ./bench/wait_ready.sh 30000
  python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 200 \
    --output-file "results/hisparse_${kv}.jsonl"
  kill "$pid"; wait "$pid" || true
done
