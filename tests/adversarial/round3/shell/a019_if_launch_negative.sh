#!/usr/bin/env bash
set -euo pipefail
if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2; then
  echo 'expected HiSparse to refuse fp8_e5m2' >&2
  exit 1
fi
