#!/usr/bin/env bash
set -euo pipefail
SPEC=(--speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 2 --speculative-num-draft-tokens 4)

CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache "${SPEC[@]}" --port 30000 &
CUDA_VISIBLE_DEVICES=4,5,6,7 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache "${SPEC[@]}" --kv-cache-dtype fp8_e4m3 --port 30001 &
wait
