#!/usr/bin/env bash
set -u
: "${KV_CACHE_DTYPE:?export KV_CACHE_DTYPE (bfloat16 or fp8_e4m3)}"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_CACHE_DTYPE" --port 30000
