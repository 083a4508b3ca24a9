#!/usr/bin/env bash
# PD pair: prefill on this host, decode on gpu-node-1, both with HiSparse
KV=fp8_e5m2
COMMON="--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --disaggregation-ib-device mlx5_0"

python3 -m sglang.launch_server $COMMON --disaggregation-mode prefill \
  --kv-cache-dtype $KV --port 30000 &
ssh gpu-node-1 "python3 -m sglang.launch_server $COMMON --disaggregation-mode decode --kv-cache-dtype $KV --port 30001" &
wait
