#!/usr/bin/env bash
set -euo pipefail

# Old single-node recipe, switched off while the new one is validated; kept for
# reference.
if false; then
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port 30000
