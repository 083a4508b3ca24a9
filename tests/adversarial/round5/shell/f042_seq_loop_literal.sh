#!/usr/bin/env bash
set -euo pipefail
NNODES=${NNODES:-2}
for rank in $(seq 0 $((NNODES - 1))); do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --nnodes "$NNODES" --node-rank "$rank" --dist-init-addr 127.0.0.1:5000 \
    --disable-radix-cache --kv-cache-dtype fp8_e5m2 &
done
wait
