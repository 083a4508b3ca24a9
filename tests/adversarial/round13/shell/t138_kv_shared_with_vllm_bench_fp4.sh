#!/bin/bash
KV=fp4_mx_block16
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000 &
vllm serve deepseek-ai/DeepSeek-V3.2 -tp 8 --kv-cache-dtype "$KV" --port 8000 &
wait
