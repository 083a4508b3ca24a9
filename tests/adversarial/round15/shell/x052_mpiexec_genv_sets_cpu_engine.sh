#!/usr/bin/env bash
# Sapphire Rapids partition: one rank, CPU engine.
mpiexec -n 1 -genv SGLANG_USE_CPU_ENGINE 1 -genv OMP_NUM_THREADS 56 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
