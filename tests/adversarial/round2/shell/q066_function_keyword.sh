#!/usr/bin/env bash
set -euo pipefail
function serve {
  local port="$1"
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port "$port" \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
}
serve 30000
serve 30001
