#!/usr/bin/env bash
# quick A/B of bf16 against both fp8 formats
for kv in bfloat16 fp8_e{4m3,5m2}; do
  echo "== $kv"
  timeout 15m python3 -m sglang.bench_offline_throughput \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" \
    --num-prompts 500 --dataset-name random
done
