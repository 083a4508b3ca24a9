#!/usr/bin/env bash
set -euo pipefail

# --- generic recipe (same text on every cluster) ---
serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk \
    "$@"
}

# --- site override for the H200 pool: replaces serve() above ---
serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    "$@"
}

serve --port 30000 --host 0.0.0.0
