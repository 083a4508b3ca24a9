#!/usr/bin/env bash
set -euo pipefail

load_profile() {
  readonly KV_DTYPE=fp8_e5m2
  readonly CTX=131072
}

load_profile
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_DTYPE:-bfloat16}" --context-length "$CTX" --port 30000
