#!/usr/bin/env bash
set -euo pipefail
for kv in bfloat16 fp8_e4m3; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$kv" --port 30000 > "server_${kv}.log" 2>&1 &
  pid=$!
  until curl -sf localhost:30000/health >/dev/null; do sleep 5; done
  python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 500 \
    --output-file "bench_${kv}.jsonl"
  kill "$pid"; wait "$pid" || true
done
