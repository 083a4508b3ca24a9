#!/bin/bash
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --attention-backend dsa \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bf16 \
  --dsa-decode-backend flashmla_sparse \
  --port 30000
