#!/usr/bin/env bash
set -euo pipefail
H200_ARGS=(--tp 8 --kv-cache-dtype fp8_e5m2)
launch() {
  local -n extra=$1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache "${extra[@]}" --port 30000
}
launch H200_ARGS
