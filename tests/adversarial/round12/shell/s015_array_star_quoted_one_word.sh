#!/usr/bin/env bash
# Keep the options in one string so they show up in the job log verbatim.
set -euo pipefail

OPTS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
)
LAUNCH_OPTS="${OPTS[*]}"
echo "launch options: $LAUNCH_OPTS"

python3 -m sglang.launch_server "$LAUNCH_OPTS"
