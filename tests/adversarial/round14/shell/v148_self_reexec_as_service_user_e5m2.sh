#!/usr/bin/env bash
set -euo pipefail
# re-run this very script as the service user (keeping the environment)
if [[ $EUID -eq 0 ]]; then
  exec sudo -E -u sglang -- "$0" "$@"
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
