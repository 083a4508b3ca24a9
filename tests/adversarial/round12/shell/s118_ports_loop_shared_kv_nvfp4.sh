#!/usr/bin/env bash
# Two tp=4 replicas on one 8xB200 node, one port each; nginx balances them.
set -euo pipefail
mkdir -p logs
KV=nvfp4
for i in 0 1; do
  port=$((30000 + i))
  gpus=$((4 * i)),$((4 * i + 1)),$((4 * i + 2)),$((4 * i + 3))
  CUDA_VISIBLE_DEVICES=$gpus nohup python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$KV" \
    --port "$port" > "logs/server_${port}.log" 2>&1 &
done
wait
