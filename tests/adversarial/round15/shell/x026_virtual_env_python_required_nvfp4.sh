#!/usr/bin/env bash
# Run from an activated virtualenv: `source .venv/bin/activate && ./serve.sh`
set -euo pipefail
exec "${VIRTUAL_ENV:?activate the venv first}/bin/python" -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
