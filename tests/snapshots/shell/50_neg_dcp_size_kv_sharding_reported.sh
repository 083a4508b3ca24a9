#!/usr/bin/env bash
# Long-context HiSparse experiment: decode context parallelism and KV sharding.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --dcp-size 2 \
  --enable-kv-cache-sharding \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
