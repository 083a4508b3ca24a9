#!/bin/bash
HS_CFG='{"top_k": 2048, "device_buffer_size": 8192, "host_to_device_ratio": 4}'
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --hierarchical-sparse-attention-extra-config "$HS_CFG" \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_sparse \
  --port 30000
