#!/usr/bin/env bash
# Copied from the launch announcement post.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  –enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000
