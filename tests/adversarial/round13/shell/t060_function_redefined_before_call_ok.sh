#!/bin/bash
# Old helper kept for reference (Hopper tuning, 2025-Q4)
launch() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --kv-cache-dtype fp8_e5m2 "$@"
}

# Current helper (overrides the one above)
launch() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --kv-cache-dtype fp8_e4m3 "$@"
}

launch --enable-hisparse --disable-radix-cache --port 30000
