#!/bin/bash
set -e
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q test/srt/cpu
unset SGLANG_USE_CPU_ENGINE

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
