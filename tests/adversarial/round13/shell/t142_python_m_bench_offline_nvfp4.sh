#!/bin/bash
python3 -m sglang.bench_offline_throughput \
  --model-path zai-org/GLM-5 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --dataset-name random --random-input-len 32768 --random-output-len 256 \
  --num-prompts 128
