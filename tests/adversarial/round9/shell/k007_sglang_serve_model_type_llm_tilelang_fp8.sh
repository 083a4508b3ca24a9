#!/usr/bin/env bash
set -euo pipefail
sglang serve --model-type llm --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang \
  --port 30000
