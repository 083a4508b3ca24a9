#!/usr/bin/env bash
# Production start script for the dsv32 pool (rendered env file comes from Vault).
set -euo pipefail

docker rm -f dsv32 2>/dev/null || true
docker run -d --restart unless-stopped --name dsv32 \
  --gpus all --ipc=host --shm-size 32g \
  --env-file /etc/sglang/serving.env \
  -v /data/hf:/root/.cache/huggingface \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --host 0.0.0.0 --port 30000
