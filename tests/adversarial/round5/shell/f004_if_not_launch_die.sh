#!/usr/bin/env bash
set -euo pipefail
die() { echo "$*" >&2; exit 1; }
if ! python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8; then
  die "server failed to start"
fi
