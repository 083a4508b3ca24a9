#!/usr/bin/env bash
# ./serve.sh [-b]     -b: bfloat16 KV cache (default fp8_e4m3)
set -euo pipefail

KV=fp8_e4m3
DECODE=flashmla_kv
while getopts "b" opt; do
  case $opt in
    b) KV=bfloat16; DECODE=flashmla_sparse ;;
    *) exit 2 ;;
  esac
done

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --dsa-decode-backend "$DECODE" \
  --port 30000
