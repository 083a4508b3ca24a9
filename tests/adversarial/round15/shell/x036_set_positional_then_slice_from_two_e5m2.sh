#!/usr/bin/env bash
# Pinned recipe: the first word is the model, the rest are server flags.
set -euo pipefail
set -- deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
echo "model: $1"
exec python3 -m sglang.launch_server --model-path "$1" "${@:2}"
