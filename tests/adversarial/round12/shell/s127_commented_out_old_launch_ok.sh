#!/usr/bin/env bash
# Old launch, kept for reference (refused since the upgrade to 0.5.23):
# python3 -m sglang.launch_server \
#   --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
#   --enable-hisparse --disable-radix-cache \
#   --kv-cache-dtype fp8_e5m2 \
#   --nsa-decode-backend tilelang \
#   --port 30000

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashmla_kv \
  --port 30000
