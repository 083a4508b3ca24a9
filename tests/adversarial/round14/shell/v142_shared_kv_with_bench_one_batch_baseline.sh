#!/usr/bin/env bash
set -e
KV=fp8_e5m2
# 1) single-batch latency without HiSparse (radix on): the baseline
python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --kv-cache-dtype "$KV" --batch-size 1 --input-len 4096 --output-len 256
# 2) the HiSparse server on the same KV format
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
