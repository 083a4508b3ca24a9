#!/usr/bin/env bash
# Long-lived dev container on the CPU box; servers are (re)started with exec.
set -euo pipefail
if ! docker inspect sgl-dev >/dev/null 2>&1; then
  docker run -d --name sgl-dev --ipc=host --privileged \
    -e SGLANG_USE_CPU_ENGINE=1 \
    -v /data/hf:/root/.cache/huggingface \
    lmsysorg/sglang:v0.5.23-xeon sleep infinity
fi

docker exec -d sgl-dev \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --port 30000
