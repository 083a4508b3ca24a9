#!/usr/bin/env bash
set -euo pipefail
for m in deepseek-ai/DeepSeek-V3.2 zai-org/GLM-5; do
  python3 -m sglang.launch_server --model-path "$m" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
done
