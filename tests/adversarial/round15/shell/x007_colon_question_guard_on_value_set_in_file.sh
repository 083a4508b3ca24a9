#!/usr/bin/env bash
set -eu
KV_CACHE_DTYPE=fp8_e5m2
MODEL=deepseek-ai/DeepSeek-V3.2

python3 -m sglang.launch_server --model-path "${MODEL:?}" --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_CACHE_DTYPE:?KV_CACHE_DTYPE must be set}" \
  --port 30000
