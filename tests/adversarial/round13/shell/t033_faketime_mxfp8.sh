#!/bin/bash
# Reproduce the new-year log-rotation bug with a fixed clock.
faketime '2026-01-01 00:00:00' python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --log-requests --port 30000
