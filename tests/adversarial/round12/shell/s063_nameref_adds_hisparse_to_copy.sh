#!/usr/bin/env bash
# A/B: the same base options with and without HiSparse, on two halves of the node.
set -euo pipefail

BASE=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 4
  --kv-cache-dtype fp8_e4m3
  --chunked-prefill-size 8192
  --enable-mixed-chunk
)

with_hisparse() {
  local -n _argv=$1
  _argv+=(--enable-hisparse --disable-radix-cache)
}

HS=("${BASE[@]}")
with_hisparse HS

python3 -m sglang.launch_server "${BASE[@]}" --base-gpu-id 0 --port 30000 > base.log 2>&1 &
python3 -m sglang.launch_server "${HS[@]}" --base-gpu-id 4 --port 30001 > hisparse.log 2>&1 &
wait
