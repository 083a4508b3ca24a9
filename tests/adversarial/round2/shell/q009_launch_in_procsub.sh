#!/usr/bin/env bash
set -euo pipefail
while IFS= read -r line; do
  printf '[srv] %s\n' "$line"
done < <(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 2>&1)
