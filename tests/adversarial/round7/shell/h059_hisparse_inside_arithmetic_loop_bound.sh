#!/usr/bin/env bash
set -euo pipefail
for (( i = 0; i < 2; i++ )); do
  CUDA_VISIBLE_DEVICES=$((i*4)),$((i*4+1)),$((i*4+2)),$((i*4+3)) \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port $((30000 + i)) &
done
wait
