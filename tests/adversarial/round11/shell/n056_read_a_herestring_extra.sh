#!/usr/bin/env bash
set -euo pipefail
read -r -a EXTRA <<< "--enable-mixed-chunk --chunked-prefill-size 8192"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 "${EXTRA[@]}" --port 30000
