#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang_router.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --trust-remote-code \
  --dp-size 2 --tp 4 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port 30000
