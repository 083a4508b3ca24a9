#!/bin/bash
amd-smi list >/dev/null 2>&1 || { echo "not an AMD node" >&2; exit 1; }
export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --dsa-decode-backend tilelang \
  --enable-mixed-chunk \
  --port 30000
