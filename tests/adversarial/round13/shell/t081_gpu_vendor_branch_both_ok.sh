#!/bin/bash
GPU_VENDOR=${GPU_VENDOR:-$( [[ -e /dev/kfd ]] && echo amd || echo nvidia )}
if [[ $GPU_VENDOR == amd ]]; then
  export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
  export SGLANG_USE_AITER=1
  DECODE=aiter
else
  export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
  DECODE=flashmla_kv
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend "$DECODE" \
  --port 30000
