#!/usr/bin/env bash
set -euo pipefail
uv run --with 'sglang[all]==0.5.23' python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang --port 30000
