#!/usr/bin/env bash
# Two tenants on one 8-GPU box: this one gets GPUs 4-7.
docker run -d --name dsv32-tenant-b \
  --gpus '"device=4,5,6,7"' \
  --ipc=host --shm-size 32g \
  -p 30100:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype=fp8_e5m2 \
    --host 0.0.0.0 --port 30000
