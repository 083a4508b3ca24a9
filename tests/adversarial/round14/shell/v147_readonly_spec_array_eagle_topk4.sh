#!/usr/bin/env bash
declare -ra SPEC=(
  --speculative-algorithm EAGLE
  --speculative-num-steps 3
  --speculative-eagle-topk 4
  --speculative-num-draft-tokens 8
)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  "${SPEC[@]}" --port 30000
