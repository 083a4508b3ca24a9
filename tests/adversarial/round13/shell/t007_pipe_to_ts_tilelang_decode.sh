#!/bin/bash
export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
mkdir -p logs

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang \
  --port 30000 2>&1 | ts '[%Y-%m-%d %H:%M:%.S]' | tee logs/server.log
