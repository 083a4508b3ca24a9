#!/usr/bin/env bash
# Build the argument list NUL-separated so values with spaces survive.
set -euo pipefail
printf '%s\0' \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 \
| xargs -0 python3 -m sglang.launch_server
