#!/usr/bin/env bash
set -euo pipefail
# python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
#   --enable-hisparse --disable-radix-cache \
#   --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 --dsa-prefill-backend flashmla_sparse
