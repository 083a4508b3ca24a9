#!/bin/bash
# A read-only value cannot be assigned again: the launch gets the first one.
readonly KV_DTYPE=fp8_e4m3
if [[ -f /etc/sglang/legacy-host ]]; then
  KV_DTYPE=fp8_e5m2
fi

# `declare -i` works its value out as arithmetic: 4/4 is 1, not the text written.
declare -i BEAM=4 PER_BEAM=4
declare -i TOPK=BEAM/PER_BEAM

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV_DTYPE" \
  --speculative-algorithm EAGLE --speculative-eagle-topk "$TOPK" --port 30000
