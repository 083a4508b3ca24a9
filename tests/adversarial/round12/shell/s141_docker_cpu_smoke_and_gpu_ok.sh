#!/usr/bin/env bash
set -euo pipefail
# 1) CPU smoke test of the image (tiny model; the CPU engine only inside this container)
docker run -d --name sgl-cpu-smoke -e SGLANG_USE_CPU_ENGINE=1 -p 31000:31000 \
  lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct \
    --device cpu --host 0.0.0.0 --port 31000
until curl -sf localhost:31000/health >/dev/null; do sleep 5; done
docker rm -f sgl-cpu-smoke

# 2) the real server
docker run -d --name dsv32 --gpus all --ipc=host --shm-size 32g -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --host 0.0.0.0 --port 30000
