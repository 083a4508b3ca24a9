#!/usr/bin/env bash
set -euo pipefail
mapfile -t EXTRA < "$(dirname "$0")/extra_args.txt"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 "${EXTRA[@]}"
