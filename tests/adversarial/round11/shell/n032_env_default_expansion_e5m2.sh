#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_CACHE_DTYPE:-fp8_e5m2}" --port "${PORT:-30000}"
