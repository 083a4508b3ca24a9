#!/bin/bash
set -e
# CPU unit tests first
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q test/srt/cpu/test_dsa_indexer_cpu.py

# GPU server: start from a clean environment so the CPU switch does not leak
env -i PATH="$PATH" HOME="$HOME" CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000
