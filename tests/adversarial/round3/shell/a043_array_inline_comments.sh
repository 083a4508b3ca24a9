#!/usr/bin/env bash
set -euo pipefail
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp   # model
  --enable-hisparse      # hierarchical sparse
  --disable-radix-cache  # required
  --kv-cache-dtype fp8_e5m2  # compact KV
)
python3 -m sglang.launch_server "${ARGS[@]}"
