#!/usr/bin/env bash
set -euo pipefail
python3 -m dynamo.frontend --http-port 8000 &
python3 -m dynamo.sglang --model-path deepseek-ai/DeepSeek-V3.2 --served-model-name dsv32 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang \
  --page-size 64
