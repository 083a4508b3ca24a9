#!/usr/bin/env bash
# Queue the overnight offline throughput runs on this box's single job slot.
tsp -L dsv32-hisparse python3 -m sglang.bench_offline_throughput \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --num-prompts 2000 --dataset-name random
