#!/usr/bin/env bash
# Which decode backend is fastest for bf16 KV with HiSparse?
set -euo pipefail
for backend in flashmla_sparse flashmla_kv flashinfer_sparse_mla; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-decode-backend "$backend" --port 30000 &
  pid=$!
  until curl -sf localhost:30000/health >/dev/null; do sleep 5; done
  python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 300 >"bench_${backend}.txt"
  kill "$pid"; wait "$pid" || true
done
