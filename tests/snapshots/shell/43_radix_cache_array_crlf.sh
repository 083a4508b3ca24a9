#!/usr/bin/env bash
# Windows-edited launcher: DeepSeek-V3.2 HiSparse, options in an array one per line.
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype bfloat16
)

python3 -m sglang.launch_server "${ARGS[@]}" \
  --host 0.0.0.0 \
  --port 30000
