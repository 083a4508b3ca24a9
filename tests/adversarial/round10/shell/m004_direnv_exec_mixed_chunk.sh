#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
direnv exec . python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
