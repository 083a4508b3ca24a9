#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --served-model-name dsv32-fp8_e5m2-ab --log-dir logs/fp8_e5m2_vs_e4m3
