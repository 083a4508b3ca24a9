#!/bin/bash
# Queue two HiSparse servers on the same node; sem runs one at a time.
for port in 30000 30001; do
  sem --id gpu -j1 python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port "$port"
done
sem --id gpu --wait
