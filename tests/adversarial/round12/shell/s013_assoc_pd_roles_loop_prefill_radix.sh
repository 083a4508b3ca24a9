#!/usr/bin/env bash
# PD disaggregation on one node: prefill on GPUs 0-3, decode on GPUs 4-7.
set -euo pipefail

declare -A BASE_GPU=([prefill]=0 [decode]=4)
declare -A PORT=([prefill]=30000 [decode]=30001)

for role in "${!PORT[@]}"; do
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 \
    --base-gpu-id "${BASE_GPU[$role]}" \
    --port "${PORT[$role]}" \
    --disaggregation-mode "$role" \
    --disaggregation-ib-device mlx5_0 \
    --enable-hisparse \
    --kv-cache-dtype fp8_e4m3 \
    > "pd_${role}.log" 2>&1 &
done

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 --port 8000
