#!/usr/bin/env bash
set -euo pipefail
NNODES=2
for ((i = 0; i < NNODES; i++)); do
  ssh "node$i" "cd /work && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --nnodes $NNODES --node-rank $i --dist-init-addr node0:5000 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2" &
done
wait
