#!/bin/bash
# Start the HiSparse server and keep a history of every command we launched
# (launches.txt is what the on-call rota reads when a node misbehaves).
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2
CMD="python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --kv-cache-dtype mxfp8"
echo "[$(date -Is)] $CMD --disable-radix-cache --port 30000" >> launches.txt

# shellcheck disable=SC2086
$CMD --disable-radix-cache --port 30000
