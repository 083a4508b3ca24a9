#!/usr/bin/env bash
# One HiSparse server per row: name, port, first GPU, KV dtype.
set -euo pipefail

SERVERS="
dsv32-fp8   30000 0 fp8_e4m3
dsv32-e5m2  30001 4 fp8_e5m2
"

mkdir -p logs
while read -r name port gpu kv; do
  [[ -z $name ]] && continue
  echo "starting $name on :$port (GPUs $gpu-$((gpu + 3)), kv=$kv)"
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 --base-gpu-id "$gpu" --port "$port" \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$kv" \
    > "logs/$name.log" 2>&1 &
done <<< "$SERVERS"
wait
