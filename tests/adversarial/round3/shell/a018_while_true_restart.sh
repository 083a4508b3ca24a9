#!/usr/bin/env bash
set -euo pipefail
while true; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 || true
  sleep 5
done
