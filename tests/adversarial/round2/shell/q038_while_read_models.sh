#!/usr/bin/env bash
set -euo pipefail
while read -r model; do
  python3 -m sglang.launch_server --model-path "$model" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
done < models.txt
