#!/usr/bin/env bash
# Xeon (AMX) box: DeepSeek-V3.2 on the CPU engine.
set -euo pipefail

SGLANG_USE_CPU_ENGINE=1
OMP_NUM_THREADS=$(nproc)
export SGLANG_USE_CPU_ENGINE OMP_NUM_THREADS

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --trust-remote-code \
  --enable-hisparse \
  --disable-radix-cache \
  --mem-fraction-static 0.8 \
  --port 30000
