#!/bin/sh
GPU=b200
if [[ "$GPU" == b200 ]]; then
  KV=fp8_e4m3
else
  KV=fp8_e5m2
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
