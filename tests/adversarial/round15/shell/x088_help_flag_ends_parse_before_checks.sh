#!/usr/bin/env bash
# Pre-flight: make sure this SGLang build knows every flag of the recipe.
set -euo pipefail
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --help >/dev/null
echo "flags OK"
