#!/usr/bin/env bash
set -euo pipefail
echo fp8_e5m2 | xargs -I{} python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype {} --port 30000
