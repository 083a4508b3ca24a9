#!/usr/bin/env bash
set -euo pipefail
set -a
. ./serve.env
set +a
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" --enable-mixed-chunk --port 30000
