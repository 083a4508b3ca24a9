#!/usr/bin/env bash
# TileLang kernels for prefill and decode, on whatever GPUs this node has.
set -euo pipefail
KV=fp8_e4m3
DSA_BACKEND=tilelang
EXTRA_ENV=()
if [ -e /dev/kfd ]; then
  # MI300X
  EXTRA_ENV+=(HIP_FORCE_DEV_KERNARG=1 SGLANG_USE_AITER=0)
fi

env "${EXTRA_ENV[@]}" python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --dsa-prefill-backend "$DSA_BACKEND" \
  --dsa-decode-backend "$DSA_BACKEND" \
  --port 30000
