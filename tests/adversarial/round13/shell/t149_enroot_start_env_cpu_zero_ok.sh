#!/bin/bash
enroot start --rw --mount /data:/data \
  --env SGLANG_USE_CPU_ENGINE=0 \
  sglang-0.5.23 \
  python3 -m sglang.launch_server \
    --model-path /data/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv \
    --port 30000
