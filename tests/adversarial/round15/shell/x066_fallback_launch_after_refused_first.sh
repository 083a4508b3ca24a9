#!/usr/bin/env bash
# Try the smallest KV cache first; fall back to bf16 when the server does not start.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 \
  || python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
