#!/bin/bash
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype bfloat16
  --nsa-prefill-backend flashmla_sparse
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}"
