#!/usr/bin/env bash
# Local overrides go in .env (gitignored); defaults below match the H200 recipe.
set -euo pipefail
if [ -f .env ]; then
  set -a
  . ./.env
  set +a
fi

python3 -m sglang.launch_server \
  --model-path "${MODEL:-deepseek-ai/DeepSeek-V3.2}" \
  --tp "${TP:-8}" --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_CACHE_DTYPE:-fp8_e4m3}" \
  --port "${PORT:-30000}"
