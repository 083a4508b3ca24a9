#!/usr/bin/env bash
set -euo pipefail
start_node() {
  local port=$1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
    --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --enable-mixed-chunk \
    --port "$port"
}
start_node 30000 &
start_node 30010 &
wait
