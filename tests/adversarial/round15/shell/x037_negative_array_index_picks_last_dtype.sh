#!/usr/bin/env bash
set -euo pipefail
# Oldest to newest recommendation; the newest one is used.
KV_HISTORY=(auto bfloat16 fp8_e5m2)
KV=${KV_HISTORY[-1]}

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
