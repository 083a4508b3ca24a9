#!/bin/bash
FAMILY=fp8
VARIANT=e5m2          # e4m3 on Blackwell, e5m2 on Hopper (per the old tuning sheet)
printf -v KV '%s_%s' "$FAMILY" "$VARIANT"
echo "kv cache dtype: $KV"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000
