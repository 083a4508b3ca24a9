#!/usr/bin/env bash
set -euo pipefail
timeout 600 python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 \
  --num-prompts 200
