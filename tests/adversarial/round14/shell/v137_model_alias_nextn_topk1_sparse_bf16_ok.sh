#!/usr/bin/env bash
sglang serve --model deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bf16 \
  --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_sparse \
  --speculative-algorithm NEXTN --speculative-num-steps 3 \
  --speculative-eagle-topk 1 --speculative-num-draft-tokens 4
