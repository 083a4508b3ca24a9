#!/usr/bin/env bash
set -euo pipefail
docker exec -d sglang-dev \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --chunked-prefill-size 8192
