#!/usr/bin/env bash
# Kernel-level profile of the HiSparse swap kernels (one decode batch)
set -euo pipefail
ncu --target-processes all --set full \
    --kernel-name regex:'hisparse|swap' \
    -o reports/hisparse_swap \
  python3 -m sglang.bench_one_batch \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --batch-size 16 --input-len 32768 --output-len 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2
