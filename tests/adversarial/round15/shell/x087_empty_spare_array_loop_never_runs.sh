#!/usr/bin/env bash
set -euo pipefail
# Replicas on the spare node; emptied while the node is out for RMA.
SPARE_GPUS=(
  # 4
  # 5
)

for gpu in "${SPARE_GPUS[@]}"; do
  CUDA_VISIBLE_DEVICES=$gpu python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port $((30000 + gpu)) &
done
wait
