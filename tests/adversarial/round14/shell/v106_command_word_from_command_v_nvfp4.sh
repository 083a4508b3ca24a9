#!/usr/bin/env bash
set -euo pipefail
# prefer the pinned 3.11 interpreter when the image has it
"$(command -v python3.11 || command -v python3)" -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
