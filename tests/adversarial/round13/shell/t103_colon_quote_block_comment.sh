#!/bin/bash
: '
Old launch, kept for reference until the Q3 review:
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang
'

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-decode-backend flashmla_sparse \
  --port 30000
