#!/usr/bin/env bash
set -e
# 1) argument plumbing smoke test on the CPU engine, no HiSparse
SGLANG_USE_CPU_ENGINE=1 timeout 300 python3 -m sglang.launch_server \
  --model-path ./tiny-dsv32-random --kv-cache-dtype fp8_e5m2 --port 31000 &
sleep 60; kill %1 || true
# 2) the real server
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
