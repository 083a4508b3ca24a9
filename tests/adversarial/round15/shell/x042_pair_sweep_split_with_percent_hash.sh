#!/usr/bin/env bash
set -euo pipefail
wait_ready() { until curl -sf localhost:30000/health >/dev/null; do sleep 5; done; }

for combo in bfloat16:flashmla_sparse fp8_e4m3:flashmla_kv fp8_e4m3:flashmla_sparse; do
  kv=${combo%%:*}
  backend=${combo##*:}
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$kv" --dsa-decode-backend "$backend" --port 30000 &
  pid=$!
  wait_ready
  python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 200 \
    --output-file "results/${kv}_${backend}.jsonl"
  kill "$pid"; wait "$pid" || true
done
