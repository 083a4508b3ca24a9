#!/usr/bin/env bash
#   USE_CPU=1 ./run_container.sh   on the CPU pool
#   ./run_container.sh             on the GPU pool
set -euo pipefail
if [ "${USE_CPU:-0}" = 1 ]; then
  GPU_OPTS=()
else
  GPU_OPTS=(--gpus all)
fi

docker run -d --name dsv32 --ipc=host "${GPU_OPTS[@]}" \
  -e SGLANG_USE_CPU_ENGINE="${USE_CPU:-0}" \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --host 0.0.0.0 --port 30000
