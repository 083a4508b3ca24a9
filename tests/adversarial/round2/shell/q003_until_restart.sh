#!/usr/bin/env bash
set -euo pipefail
until python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8; do
  echo "server crashed, restarting" >&2
  sleep 5
done
