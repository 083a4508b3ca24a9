#!/usr/bin/env bash
set -euo pipefail
if ! command -v sglang >/dev/null 2>&1; then
  pip install "sglang[all]==0.5.23"
fi
sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype=nvfp4 --port 30000
