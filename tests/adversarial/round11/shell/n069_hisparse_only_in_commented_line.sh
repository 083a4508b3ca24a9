#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk --port 30000
# TODO: re-enable once validated:  --enable-hisparse --disable-radix-cache
