#!/usr/bin/env bash
set -euo pipefail
prlimit --nofile=1048576:1048576 --memlock=unlimited \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000
