#!/usr/bin/env bash
# A HiSparse launch SGLang 0.5.23 accepts: radix cache off, explicit dtype and
# backends, linear speculation, no mixed chunk.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend flashmla_kv \
  --dsa-decode-backend flashinfer_sparse_mla \
  --speculative-algorithm EAGLE \
  --speculative-num-steps 3 \
  --speculative-eagle-topk 1 \
  --speculative-num-draft-tokens 4 \
  --port 30000
