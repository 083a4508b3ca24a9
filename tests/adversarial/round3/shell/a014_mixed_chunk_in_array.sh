#!/usr/bin/env bash
set -euo pipefail
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --enable-hisparse
  --disable-radix-cache
  --enable-mixed-chunk
)
python3 -m sglang.launch_server "${ARGS[@]}"
