#!/usr/bin/env bash
set -euo pipefail
vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 8 --kv-cache-dtype fp8_e5m2 --port 8000 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 &
wait
