#!/bin/bash
# start_replicas N: start N TP4 replicas (GPUs 0-3, 4-7, ...), counting down.
set -euo pipefail

start_replicas() {
  local n=$1
  (( n > 0 )) || return 0
  local idx=$(( n - 1 ))
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 \
    --base-gpu-id $(( idx * 4 )) \
    --port $(( 30000 + idx )) \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    > "replica_${idx}.log" 2>&1 &
  start_replicas "$idx"
}

start_replicas 2
wait
