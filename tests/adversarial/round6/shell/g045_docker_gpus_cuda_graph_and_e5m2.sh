#!/usr/bin/env bash
set -euo pipefail
docker run --gpus all --shm-size 32g --ipc=host --network host \
  -v ~/.cache/huggingface:/root/.cache/huggingface \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
  --cuda-graph-max-bs 128 --host 0.0.0.0 --port 30000
