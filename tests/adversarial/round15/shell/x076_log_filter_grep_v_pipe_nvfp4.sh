#!/usr/bin/env bash
# Drop the per-request access lines from the console.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000 2>&1 | grep --line-buffered -v 'POST /generate'
