#!/usr/bin/env bash
# B200: fp8 KV, tilelang DSA decode kernels
DSA_BACKEND=tilelang
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend "${DSA_BACKEND}" \
  --port 30000
