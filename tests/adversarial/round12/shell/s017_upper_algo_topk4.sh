#!/bin/bash
# MTP (EAGLE-style) speculative decoding on top of HiSparse.
set -euo pipefail

ALGO=eagle          # upper-cased below, as the SGLang docs spell it
STEPS=3
TOPK=4
DRAFT_TOKENS=8

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm "${ALGO^^}" \
  --speculative-num-steps "$STEPS" \
  --speculative-eagle-topk "$TOPK" \
  --speculative-num-draft-tokens "$DRAFT_TOKENS" \
  --port 30000
