#!/usr/bin/env bash
# Same HiSparse settings on both GLM generations.
set -euo pipefail
port=30000
for model in zai-org/GLM-5 zai-org/GLM-4.6; do
  python3 -m sglang.launch_server --model-path "$model" --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --port "$port" &
  port=$((port + 1))
done
wait
