#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.bench_one_batch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --batch-size 1 8 32 --input-len 4096 --output-len 256 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
  --result-filename results/hisparse_bs.jsonl
