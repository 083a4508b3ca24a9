#!/usr/bin/env bash
set -euo pipefail
declare -A CONFIGS=(
  [hisparse]="--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
  [baseline]="--kv-cache-dtype fp8_e5m2"
)
for name in hisparse baseline; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 ${CONFIGS[$name]} --port 3000$((RANDOM % 9))
done
