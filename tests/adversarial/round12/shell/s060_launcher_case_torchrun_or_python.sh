#!/bin/bash
# LAUNCHER=torchrun is what the platform team's profiler hooks expect; python is the default.
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --port 30000
)

case "${LAUNCHER:-python}" in
  torchrun)
    torchrun --standalone --nproc-per-node 1 -m sglang.launch_server "${ARGS[@]}"
    ;;
  python)
    python3 -m sglang.launch_server "${ARGS[@]}"
    ;;
  *)
    echo "unknown LAUNCHER=$LAUNCHER" >&2
    exit 2
    ;;
esac
