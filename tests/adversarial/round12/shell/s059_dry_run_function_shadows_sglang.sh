#!/usr/bin/env bash
# DRY_RUN=1 ./serve.sh prints the command instead of starting the server.
set -euo pipefail

if [[ ${DRY_RUN:-0} == 1 ]]; then
  sglang() { printf '[dry-run] sglang'; printf ' %q' "$@"; echo; }
fi

sglang serve deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 \
  --port 30000
