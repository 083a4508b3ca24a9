#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
  --dataset-name random --num-prompts 512 --random-input-len 8192 --random-output-len 512
