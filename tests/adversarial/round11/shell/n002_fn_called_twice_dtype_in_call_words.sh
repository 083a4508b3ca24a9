#!/usr/bin/env bash
set -euo pipefail
serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache "$@"
}
serve --kv-cache-dtype fp8_e5m2 --port 30000 &
serve --kv-cache-dtype fp8_e4m3 --port 30001 &
wait
