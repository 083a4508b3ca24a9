#!/usr/bin/env bash
set -euo pipefail
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
case "$gpu" in
  *B200*|*GB200*) KV=fp8_e4m3; DECODE=(--dsa-decode-backend flashmla_kv) ;;
  *H200*|*H100*)  KV=bfloat16; DECODE=(--dsa-decode-backend flashmla_sparse) ;;
  *)              KV=bfloat16; DECODE=() ;;
esac

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" "${DECODE[@]}" --port 30000
