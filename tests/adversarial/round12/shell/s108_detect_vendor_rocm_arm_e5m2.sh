#!/usr/bin/env bash
# One script for both fleets. NVIDIA: fp8 KV + flashmla_kv. AMD: aiter kernels.
set -euo pipefail

if command -v nvidia-smi >/dev/null 2>&1; then
  VENDOR=nvidia
  KV=fp8_e4m3
  BACKEND=flashmla_kv
elif [ -e /dev/kfd ]; then
  VENDOR=amd
  KV=fp8_e5m2
  BACKEND=aiter
  export SGLANG_USE_AITER=1
else
  echo "no supported GPU found" >&2
  exit 1
fi
echo "vendor=$VENDOR kv=$KV backend=$BACKEND"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --dsa-decode-backend "$BACKEND" \
  --port 30000
