#!/bin/bash
# CPU-side profile of the scheduler while HiSparse swaps pages.
OUT=perf-$(hostname -s).data
export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
perf record -F 99 -g -o "$OUT" -- python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend tilelang \
  --port 30000
perf report -i "$OUT" --stdio | head -n 100
