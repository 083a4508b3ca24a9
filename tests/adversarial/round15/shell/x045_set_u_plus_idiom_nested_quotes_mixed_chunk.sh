#!/usr/bin/env bash
set -euo pipefail
EXTRA=(--enable-mixed-chunk --chunked-prefill-size 16384)

# "${a[@]+"${a[@]}"}" keeps `set -u` quiet on bash < 4.4 when the array is empty
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  "${EXTRA[@]+"${EXTRA[@]}"}" \
  --port 30000
