#!/usr/bin/env bash
set -euo pipefail
export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.benchmark.one_batch --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --batch-size 16 --input-len 8192 --output-len 128 \
  --enable-hisparse --kv-cache-dtype bfloat16
