#!/usr/bin/env bash
# MI325X, ROCm 7.0 image; triton DSA kernels, aiter off for the attention path.
SGLANG_USE_AITER=0 HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
nohup python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --dsa-prefill-backend triton \
  --dsa-decode-backend triton \
  --port 30000 > dsv32.log 2>&1 &
