#!/usr/bin/env bash
# Two independent DeepSeek-V3.2 replicas on one 8-GPU node (TP4 each),
# behind the router started at the end.
set -euo pipefail

NUM_REPLICAS=2
GPUS_PER_REPLICA=4
PIDS=()

for ((i = 0; i < NUM_REPLICAS; i++)); do
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp "$GPUS_PER_REPLICA" \
    --base-gpu-id $((i * GPUS_PER_REPLICA)) \
    --port $((30000 + i)) \
    --enable-hisparse \
    --disable-radix-cache \
    --enable-mixed-chunk \
    --kv-cache-dtype fp8_e4m3 \
    > "replica_$i.log" 2>&1 &
  PIDS+=($!)
done

python3 -m sglang_router.launch_router \
  --worker-urls http://127.0.0.1:30000 http://127.0.0.1:30001 \
  --port 8000 &

wait "${PIDS[@]}"
