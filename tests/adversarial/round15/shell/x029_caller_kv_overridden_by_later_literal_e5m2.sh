#!/usr/bin/env bash
# KV_DTYPE from the environment is the site default; the long-context profile pins its own.
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --kv-cache-dtype "${KV_DTYPE:-auto}" \
  --enable-hisparse --disable-radix-cache \
  --context-length 163840 \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
