#!/usr/bin/env bash
# aiter kernels regress on this build, fall back to the default ones
export SGLANG_USE_AITER=0
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse --port 30000
