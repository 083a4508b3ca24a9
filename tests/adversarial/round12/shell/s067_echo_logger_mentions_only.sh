#!/usr/bin/env bash
set -euo pipefail

log() { logger -t sglang-serve -- "$*"; echo "[serve] $*"; }

log "note: --enable-hisparse refuses --kv-cache-dtype fp8_e5m2 and --enable-mixed-chunk (SGLang >= 0.5.22)"
printf '%s\n' "tip: --enable-hisparse always needs --disable-radix-cache" >&2

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashinfer_sparse_mla \
  --port 30000

log "server exited"
