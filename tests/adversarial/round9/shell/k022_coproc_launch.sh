#!/usr/bin/env bash
set -euo pipefail
coproc SGL { python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 2>&1; }
while read -r line <&"${SGL[0]}"; do
  [[ $line == *"The server is fired up"* ]] && break
done
