#!/usr/bin/env bash
set -euo pipefail
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  "--kv-cache-dtype fp8_e5m2"
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}"
