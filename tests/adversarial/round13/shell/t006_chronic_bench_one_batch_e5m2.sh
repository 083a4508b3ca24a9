#!/usr/bin/env bash
# cron: quiet unless the benchmark fails
# 0 4 * * * /opt/bench/hisparse_one_batch.sh
cd /opt/bench || exit 1

chronic python3 -m sglang.bench_one_batch \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --batch-size 1 8 32 \
  --input-len 4096 --output-len 256 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2
