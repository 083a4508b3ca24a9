#!/bin/bash
GPU=${GPU:-$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)}
case $GPU in
  *MI300*|mi300x) BACKEND=tilelang; export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7;;
  *H200*|h200) BACKEND=flashmla_kv;;
  *) BACKEND=flashmla_kv;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend $BACKEND
