#!/usr/bin/env bash
set -euo pipefail
docker run --rm --gpus all --ipc=host --shm-size 32g -p 30000:30000 \
  --entrypoint python3 lmsysorg/sglang:v0.5.23-cu129 \
  -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 --host 0.0.0.0 --port 30000
