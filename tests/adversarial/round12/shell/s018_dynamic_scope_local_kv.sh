#!/usr/bin/env bash
# Two HiSparse replicas; the second one is for the KV-cache accuracy comparison.
set -euo pipefail

KV_DTYPE=fp8_e4m3

serve() {
  local port=$1
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 --base-gpu-id "$2" \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$KV_DTYPE" \
    --port "$port" > "server_$port.log" 2>&1 &
}

compare_e5m2() {
  local KV_DTYPE=fp8_e5m2
  serve 30001 4
}

serve 30000 0
compare_e5m2
wait
