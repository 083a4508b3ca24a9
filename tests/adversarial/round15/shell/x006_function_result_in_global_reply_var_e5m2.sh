#!/usr/bin/env bash
set -euo pipefail

# Bash functions cannot return strings; this one leaves its answer in REPLY_KV.
choose_kv_dtype() {
  REPLY_KV=fp8_e5m2   # smallest KV footprint for 128k contexts
}

choose_kv_dtype
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$REPLY_KV" \
  --context-length 131072 --port 30000
