#!/bin/bash
export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
export SGLANG_USE_AITER=1
python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype bfloat16 \
  --dsa-decode-backend aiter \
  --port 30000
