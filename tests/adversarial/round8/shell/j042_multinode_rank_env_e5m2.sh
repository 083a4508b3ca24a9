#!/usr/bin/env bash
set -euo pipefail
: "${NODE_RANK:?}" "${MASTER_ADDR:?}"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --tp 16 --nnodes 2 --node-rank "$NODE_RANK" --dist-init-addr "$MASTER_ADDR:5000" \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2
