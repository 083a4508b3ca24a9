#!/usr/bin/env bash
set -euo pipefail
OUT=$(python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2 --batch-size 1 --input-len 128 --output-len 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
echo "$OUT" | tail -n 3
