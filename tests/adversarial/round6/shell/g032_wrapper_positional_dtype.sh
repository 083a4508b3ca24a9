#!/usr/bin/env bash
set -euo pipefail
serve() {
  local kv=$1 port=$2
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port "$port" &
}
serve fp8_e4m3 30000
serve fp8_e5m2 30001
wait
