#!/usr/bin/env bash
set -euo pipefail
KV=fp8
if [[ $(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1) == *B200* ]]; then
  KV+=_e4m3
else
  KV+=_e5m2
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
