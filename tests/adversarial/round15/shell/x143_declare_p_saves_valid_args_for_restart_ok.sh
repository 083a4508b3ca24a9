#!/usr/bin/env bash
# Save the server arguments for the restart job (restart.sh sources args.env).
set -euo pipefail
SERVER_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
  --dsa-decode-backend flashmla_kv
)
declare -p SERVER_ARGS > /run/sglang/args.env
exec python3 -m sglang.launch_server "${SERVER_ARGS[@]}" --port 30000
