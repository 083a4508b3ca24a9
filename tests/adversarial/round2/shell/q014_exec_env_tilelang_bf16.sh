#!/usr/bin/env bash
set -euo pipefail
exec env CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend tilelang
