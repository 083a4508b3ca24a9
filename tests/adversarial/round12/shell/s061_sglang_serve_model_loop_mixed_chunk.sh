#!/usr/bin/env bash
# Bring up the two V3.2 checkpoints side by side (TP4 each) for the eval run.
set -euo pipefail

port=30000
gpu=0
for model in deepseek-ai/DeepSeek-V3.2 deepseek-ai/DeepSeek-V3.2-Speciale; do
  sglang serve "$model" \
    --tp 4 \
    --base-gpu-id "$gpu" \
    --port "$port" \
    --enable-hisparse \
    --disable-radix-cache \
    --enable-mixed-chunk \
    > "serve_${model##*/}.log" 2>&1 &
  port=$((port + 1))
  gpu=$((gpu + 4))
done
wait
