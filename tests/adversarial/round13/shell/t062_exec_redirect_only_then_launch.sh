#!/bin/bash
LOG=/var/log/sglang/$(date +%F).log
exec > >(tee -a "$LOG") 2>&1
echo "== $(date) starting on $(hostname)"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
