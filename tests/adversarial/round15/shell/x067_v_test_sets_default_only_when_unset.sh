#!/usr/bin/env bash
set -euo pipefail
[[ -v KV_CACHE_DTYPE ]] || KV_CACHE_DTYPE=fp8_e5m2

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_CACHE_DTYPE" --port 30000
