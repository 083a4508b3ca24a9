#!/bin/bash
KV=fp8_e5m2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000 &
sleep 600
python3 -m sglang.bench_serving --backend sglang --port 30000 \
  --num-prompts 200 --output-file "results/hisparse_${KV}.jsonl"
