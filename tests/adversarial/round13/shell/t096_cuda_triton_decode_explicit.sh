#!/bin/bash
# H200 node (copied the decode backend from the MI300 recipe by mistake)
export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend triton \
  --port 30000
