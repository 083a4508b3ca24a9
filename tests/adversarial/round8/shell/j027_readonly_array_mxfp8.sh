#!/usr/bin/env bash
set -euo pipefail
readonly -a SERVER_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype mxfp8
)
python3 -m sglang.launch_server "${SERVER_ARGS[@]}" --port 30000
