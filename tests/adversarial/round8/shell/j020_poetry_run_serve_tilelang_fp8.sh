#!/usr/bin/env bash
set -euo pipefail
poetry run sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang \
  --port 30000
