#!/usr/bin/env bash
# Abbreviated options (argparse takes any unique prefix) and the benchmark entry
# points, which parse every server option and so run the HiSparse checks too.
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2-Exp

python3 -m sglang.bench_offline_throughput --model-path "$MODEL" --tp 8 \
  --enable-hisp --disable-radix-cache \
  --kv-cache-dtyp fp8_e4m3 \
  --num-prompts 64

python3 -m sglang.bench_one_batch --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --batch-size 1 --input-len 1024 --output-len 16
