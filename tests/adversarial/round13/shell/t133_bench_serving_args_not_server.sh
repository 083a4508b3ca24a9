#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --dsa-decode-backend flashmla_sparse --port 30000 &
sleep 600
python3 -m sglang.bench_serving --backend sglang --port 30000 \
  --dataset-name random --random-input-len 65536 --random-output-len 512 \
  --num-prompts 64 --tag "hisparse-vs-fp8_e5m2-baseline"
