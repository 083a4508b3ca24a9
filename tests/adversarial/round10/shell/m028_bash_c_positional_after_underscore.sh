#!/usr/bin/env bash
set -euo pipefail
bash -c 'exec python3 -m sglang.launch_server --model-path "$0" --tp 8 --enable-hisparse --disable-radix-cache "$@"' \
  deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype fp8_e5m2 --port 30000
