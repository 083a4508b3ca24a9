#!/usr/bin/env bash
set -euo pipefail

KV_DTYPE=fp8_e5m2

case "$KV_DTYPE" in
  bfloat16|bf16) DECODE_BACKEND=flashmla_sparse ;;
  fp8_*)         DECODE_BACKEND=flashmla_kv ;;
  *)             echo "unsupported KV dtype $KV_DTYPE" >&2; exit 1 ;;
esac

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --dsa-decode-backend "$DECODE_BACKEND" \
  --port 30000
