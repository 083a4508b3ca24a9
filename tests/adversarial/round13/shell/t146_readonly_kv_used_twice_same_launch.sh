#!/bin/bash
readonly KV=fp8_e5m2
readonly M=deepseek-ai/DeepSeek-V3.2
CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server --model-path $M --tp 4 \
  --disaggregation-mode prefill --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype $KV --port 30000 &
CUDA_VISIBLE_DEVICES=4,5,6,7 python3 -m sglang.launch_server --model-path $M --tp 4 \
  --disaggregation-mode decode --enable-hisparse \
  --kv-cache-dtype $KV --port 30001 &
wait
