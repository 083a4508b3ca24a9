#!/usr/bin/env bash
set -euo pipefail
micromamba run -n sglang python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend tilelang
