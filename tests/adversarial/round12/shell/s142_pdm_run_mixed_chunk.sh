#!/usr/bin/env bash
# PDM-managed venv (pdm.lock pins sglang 0.5.23).
set -euo pipefail
pdm run python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --kv-cache-dtype bfloat16 \
  --port 30000
