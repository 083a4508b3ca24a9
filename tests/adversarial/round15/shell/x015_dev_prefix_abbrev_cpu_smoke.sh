#!/usr/bin/env bash
# Laptop smoke test, no GPU here.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --dev cpu \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
