#!/usr/bin/env bash
set -euo pipefail
setup_args() {
  declare -ga ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
}
setup_args
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
