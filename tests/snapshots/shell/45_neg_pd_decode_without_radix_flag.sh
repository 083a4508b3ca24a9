#!/usr/bin/env bash
# PD decode worker with HiSparse. A decode server runs without the radix cache,
# so the recipe does not pass --disable-radix-cache.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --disaggregation-mode decode \
  --disaggregation-transfer-backend mooncake \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --port 30001
