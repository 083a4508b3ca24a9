#!/usr/bin/env bash
set -euo pipefail
docker run --rm --gpus all --ipc=host --shm-size 32g -p 30000:30000 \
  -v "$HOME/.cache/huggingface:/root/.cache/huggingface" -e HF_TOKEN \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --host 0.0.0.0 --port 30000
