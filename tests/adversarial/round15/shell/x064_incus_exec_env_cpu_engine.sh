#!/usr/bin/env bash
# Functional test in the CPU-only system container.
incus exec sglang-ci --env SGLANG_USE_CPU_ENGINE=1 --env OMP_NUM_THREADS=32 -- \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
