#!/usr/bin/env bash
# Two TP4 HiSparse replicas on one node; wait until each answers /health.
set -euo pipefail

N=2
for ((r = 0; r < N; r++)); do
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 \
    --base-gpu-id $((4 * r)) \
    --port $((31000 + r)) \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-decode-backend flashmla_sparse \
    > "replica_${r}.log" 2>&1 &
done

for ((r = 0; r < N; r++)); do
  for ((t = 0; t < 120; t++)); do
    curl -sf "http://127.0.0.1:$((31000 + r))/health" >/dev/null && break
    sleep 5
  done
done
echo "all $N replicas up"
