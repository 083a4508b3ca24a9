#!/bin/bash
# Compare one-batch latency with and without HiSparse.
M=deepseek-ai/DeepSeek-V3.2
hyperfine --runs 3 --export-markdown hisparse.md \
  "python3 -m sglang.bench_one_batch --model-path $M --tp 8 --batch-size 8 --input-len 65536 --output-len 16 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2" \
  "python3 -m sglang.bench_one_batch --model-path $M --tp 8 --batch-size 8 --input-len 65536 --output-len 16 --kv-cache-dtype fp8_e5m2"
