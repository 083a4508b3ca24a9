#!/bin/bash
# H200: bf16 KV, fa3/flashmla for the attention layers, tilelang for DSA decode
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --prefill-attention-backend fa3 \
  --decode-attention-backend flashmla \
  --dsa-decode-backend tilelang \
  --port 30000
