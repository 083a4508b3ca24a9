#!/usr/bin/env bash
set -euo pipefail
i=0
until [ "$i" -ge 2 ]; do
  if [ "$i" -eq 0 ]; then HS=""; else HS="--enable-hisparse"; fi
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $HS --disable-radix-cache --kv-cache-dtype fp8_e5m2
  i=$((i + 1))
done
