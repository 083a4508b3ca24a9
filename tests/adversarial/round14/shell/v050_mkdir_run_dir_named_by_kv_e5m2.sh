#!/bin/bash
# Per-dtype run directory so results of different KV formats don't mix.
set -e
KV_DTYPE=fp8_e5m2
RUN_DIR="runs/dsv32-hisparse-${KV_DTYPE}"
mkdir -p "$RUN_DIR"
cp configs/hisparse.json "$RUN_DIR/"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --port 30000 >logs/server.log 2>&1
