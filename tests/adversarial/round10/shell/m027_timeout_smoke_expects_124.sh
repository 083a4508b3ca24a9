#!/usr/bin/env bash
set -euo pipefail
set +e
timeout 600 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
status=$?
set -e
[ "$status" -eq 124 ] || { echo "server died early ($status)" >&2; exit 1; }
