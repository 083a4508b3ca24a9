#!/usr/bin/env bash
BASE=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --kv-cache-dtype fp8_e4m3)
# A: baseline, mixed chunk on, radix on
CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server "${BASE[@]}" \
  --enable-mixed-chunk --port 30000 &
# B: HiSparse
CUDA_VISIBLE_DEVICES=4,5,6,7 python3 -m sglang.launch_server "${BASE[@]}" \
  --enable-hisparse --disable-radix-cache --port 30001 &
wait
