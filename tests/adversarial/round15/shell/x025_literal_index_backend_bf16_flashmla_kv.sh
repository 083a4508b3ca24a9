#!/usr/bin/env bash
set -euo pipefail
DECODE_BACKENDS=(flashmla_sparse flashmla_kv flashinfer_sparse_mla)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-decode-backend "${DECODE_BACKENDS[1]}" \
  --port 30000
