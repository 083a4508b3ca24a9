#!/usr/bin/env bash
python3 -m sglang.bench_one_batch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --batch-size 1 16 64 --input-len 16384 --output-len 512 --result-filename hisparse.jsonl
