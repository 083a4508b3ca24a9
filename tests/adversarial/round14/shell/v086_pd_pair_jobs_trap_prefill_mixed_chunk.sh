#!/usr/bin/env bash
trap 'kill $(jobs -p) 2>/dev/null' EXIT

CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --disaggregation-mode prefill --disaggregation-ib-device mlx5_0 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000 &

CUDA_VISIBLE_DEVICES=4,5,6,7 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --disaggregation-mode decode --disaggregation-ib-device mlx5_0 \
  --enable-hisparse \
  --port 30001 &

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 --port 8000
