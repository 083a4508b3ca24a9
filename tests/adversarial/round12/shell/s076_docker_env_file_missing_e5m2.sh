#!/usr/bin/env bash
# Serve DeepSeek-V3.2 with HiSparse on the H200 box.
# Secrets and per-host settings live in deploy/h200.env (not committed, see the wiki).
set -euo pipefail

IMAGE=lmsysorg/sglang:v0.5.23-cu129
MODEL_DIR=/mnt/models

docker run -d --name dsv32-hisparse \
  --gpus all --ipc=host --shm-size 32g \
  --env-file ./deploy/h200.env \
  -v "$MODEL_DIR":/root/.cache/huggingface \
  -p 30000:30000 \
  "$IMAGE" \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --host 0.0.0.0 --port 30000

docker logs -f dsv32-hisparse
