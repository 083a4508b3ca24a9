#!/bin/bash
# Serve DeepSeek-V3.2 with HiSparse.
set -euo pipefail

: <<'HISTORY'
What we ran before SGLang 0.5.22 (kept for the changelog; this block is a no-op):

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk
HISTORY

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
