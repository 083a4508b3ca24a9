#!/usr/bin/env bash
# Use every visible GPU as one TP group.
set -euo pipefail

mapfile -t GPUS < <(nvidia-smi --query-gpu=index --format=csv,noheader)
if (( ${#GPUS[@]} == 0 )); then
  echo "no GPUs visible" >&2
  exit 1
fi
echo "found ${#GPUS[@]} GPUs: ${GPUS[*]}"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "${#GPUS[@]}" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
