#!/usr/bin/env bash
set -euo pipefail

start_legacy() {
  echo "start_legacy is retired; use start_v2" >&2
  return 1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
}

start_v2() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
}

start_v2
