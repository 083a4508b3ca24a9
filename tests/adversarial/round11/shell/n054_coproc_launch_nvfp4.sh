#!/usr/bin/env bash
set -euo pipefail
coproc SGL { python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000 2>&1; }
while read -r line <&"${SGL[0]}"; do
  echo "$line"
  [[ $line == *"fired up"* ]] && break
done
