#!/usr/bin/env bash
set -euo pipefail
serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "${KV:-fp8_e5m2}" --port "$1"
}
serve 30000 &
KV=fp8_e4m3 serve 30001 &
wait
