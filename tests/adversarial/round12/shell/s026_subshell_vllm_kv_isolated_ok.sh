#!/usr/bin/env bash
# Side by side: vLLM on GPUs 4-7 with its own KV setting, SGLang HiSparse on 0-3.
set -euo pipefail

KV=fp8_e4m3

(
  KV=fp8_e5m2      # the layout vLLM's published numbers used
  export CUDA_VISIBLE_DEVICES=4,5,6,7
  exec vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 4 \
    --kv-cache-dtype "$KV" --port 8000
) > vllm.log 2>&1 &

CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 4 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000 > sglang.log 2>&1 &

wait
