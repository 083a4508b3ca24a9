#!/usr/bin/env bash
# H100 pool. h100.env carries NCCL tuning + HF token (not in git).
docker run -d --name dsv32 --gpus all --ipc=host --shm-size 32g \
  --env-file ./deploy/h100.env \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --device cuda \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000 --host 0.0.0.0
