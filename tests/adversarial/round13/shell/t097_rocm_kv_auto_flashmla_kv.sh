#!/bin/bash
# runs inside lmsysorg/sglang:v0.5.23-rocm700-mi30x
export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
export SGLANG_USE_AITER=1
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --dsa-decode-backend flashmla_kv \
  --port 30000
