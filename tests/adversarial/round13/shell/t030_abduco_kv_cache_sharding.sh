#!/bin/bash
# abduco session "sglang" (attach: abduco -a sglang)
abduco -n sglang python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --dp 2 --enable-dp-attention \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --enable-kv-cache-sharding \
  --port 30000
