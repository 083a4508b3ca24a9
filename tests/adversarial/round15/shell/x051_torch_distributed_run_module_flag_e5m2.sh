#!/usr/bin/env bash
python3 -m torch.distributed.run --nproc-per-node 1 --master-port 29511 \
  -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
