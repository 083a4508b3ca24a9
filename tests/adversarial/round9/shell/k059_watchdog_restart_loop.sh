#!/usr/bin/env bash
set -euo pipefail
while true; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 || true
  echo "server exited, restarting in 10s" >&2
  sleep 10
done
