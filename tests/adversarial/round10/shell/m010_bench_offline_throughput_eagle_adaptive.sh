#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE --speculative-adaptive \
  --num-prompts 512 --dataset-name random --random-input-len 4096 --random-output-len 512
