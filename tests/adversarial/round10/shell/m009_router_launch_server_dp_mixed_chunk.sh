#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang_router.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --dp-size 2 \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk \
  --router-policy cache_aware --host 0.0.0.0 --port 30000
