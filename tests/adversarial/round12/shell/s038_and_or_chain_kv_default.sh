#!/usr/bin/env bash
set -eu

# Blackwell gets the e4m3 cache; everything else the older e5m2 setting.
nvidia-smi --query-gpu=name --format=csv,noheader | grep -q 'B200' && KV=fp8_e4m3 || KV=fp8_e5m2

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000
