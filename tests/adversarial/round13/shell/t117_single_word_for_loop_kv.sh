#!/bin/bash
# (was a sweep; trimmed to the production value)
for KV in fp8_e5m2; do
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$KV" --port 30000
done
