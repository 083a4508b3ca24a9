#!/usr/bin/env bash
# Pick the DSA decode kernels per vendor; bf16 KV everywhere for now.
set -euo pipefail
if lspci | grep -qiE 'AMD/ATI.*(MI300|MI325|Instinct)'; then
  VENDOR=amd
else
  VENDOR=nvidia
fi

KV=bfloat16
case "$VENDOR" in
  amd) BACKEND=aiter ;;
  nvidia) BACKEND=flashmla_kv ;;
  *) echo "unknown vendor $VENDOR" >&2; exit 1 ;;
esac

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --dsa-decode-backend "$BACKEND" \
  --port 30000
