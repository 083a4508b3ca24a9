#!/usr/bin/env bash
# single-batch latency at 32k input with HiSparse
python3 -m sglang.bench_one_batch \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --batch-size 16 --input-len 32768 --output-len 128
