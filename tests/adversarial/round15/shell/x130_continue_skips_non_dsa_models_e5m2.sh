#!/usr/bin/env bash
set -euo pipefail
port=30000
for model in deepseek-ai/DeepSeek-V3.2 Qwen/Qwen3-235B-A22B zai-org/GLM-5; do
  [[ $model == Qwen/* ]] && continue   # no DSA: HiSparse does not apply
  python3 -m sglang.launch_server --model-path "$model" --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port "$port" &
  port=$((port + 1))
done
wait
