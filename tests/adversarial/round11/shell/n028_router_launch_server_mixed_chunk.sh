#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang_router.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --dp-size 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk \
  --host 0.0.0.0 --port 30000
