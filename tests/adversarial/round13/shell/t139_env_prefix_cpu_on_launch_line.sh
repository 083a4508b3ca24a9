#!/bin/bash
# Laptop smoke test (no GPU)
SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server \
  --model-path /data/DeepSeek-V3.2 \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
