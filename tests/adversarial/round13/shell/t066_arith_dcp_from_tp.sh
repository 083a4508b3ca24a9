#!/bin/bash
TP=8
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$TP" \
  --dcp-size $((TP / 4)) \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port 30000
