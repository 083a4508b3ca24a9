#!/usr/bin/env bash
# Nsight Systems capture of 5 minutes of serving (the delay skips weight loading).
mkdir -p prof
nsys profile -t cuda,nvtx,osrt --cuda-graph-trace=node \
  --delay 600 --duration 300 -o prof/dsv32_tilelang -f true \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-decode-backend tilelang \
    --port 30000
