#!/bin/bash
# KV may be set by the caller; otherwise the default below is used and remembered.
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV:=fp8_e5m2}" \
  --port 30000 &
echo "started with KV=$KV" | tee -a runs.txt
wait
