#!/usr/bin/env bash
set -euo pipefail

# speculative decoding sizes (HiSparse only takes linear speculation)
declare -i STEPS=3
declare -i BEAM=4 DRAFT_PER_BEAM=4
declare -i TOPK=BEAM/DRAFT_PER_BEAM
declare -i DRAFT_TOKENS=STEPS+1

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm NEXTN \
  --speculative-num-steps "$STEPS" \
  --speculative-eagle-topk "$TOPK" \
  --speculative-num-draft-tokens "$DRAFT_TOKENS" \
  --port 30000
