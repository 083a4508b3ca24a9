#!/usr/bin/env bash
set -euo pipefail
until python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000; do
  echo "server exited, restarting in 30s" >&2
  sleep 30
done
