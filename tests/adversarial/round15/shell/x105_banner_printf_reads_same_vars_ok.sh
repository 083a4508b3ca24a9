#!/usr/bin/env bash
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
KV=fp8_e4m3
BACKEND=flashmla_kv

printf '\e[1m%-12s\e[0m %s\n' model "$MODEL" kv-cache "$KV" decode "$BACKEND" >&2

python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --dsa-decode-backend "$BACKEND" --port 30000
