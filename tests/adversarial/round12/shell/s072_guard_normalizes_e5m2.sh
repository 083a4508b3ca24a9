#!/usr/bin/env bash
set -euo pipefail

KV_DTYPE=${KV_DTYPE:-fp8_e5m2}
# SGLang 0.5.22+ refuses e5m2 with HiSparse; old job specs still pass it, so map it.
if [[ $KV_DTYPE == fp8_e5m2 ]]; then
  echo "note: KV_DTYPE=fp8_e5m2 -> fp8_e4m3 for HiSparse" >&2
  KV_DTYPE=fp8_e4m3
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --port 30000
