#!/usr/bin/env bash
set -euo pipefail
if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000 2>&1 | grep -m1 'The server is fired up'; then
  echo ready
fi
