#!/bin/bash
# The base image exports the CPU switch for its CPU tests; we pin the device explicitly.
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/cpu -k dsa

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device cuda \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
