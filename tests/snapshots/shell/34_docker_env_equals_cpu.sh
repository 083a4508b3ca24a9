#!/usr/bin/env bash
# CPU-engine container (no GPUs on this host), the switch passed with --env=NAME=1.
set -euo pipefail

docker run --rm --ipc=host --shm-size 64g \
  --env=SGLANG_USE_CPU_ENGINE=1 \
  --env OMP_NUM_THREADS=56 \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cpu \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --trust-remote-code --tp 2 \
    --disable-radix-cache \
    --host 0.0.0.0 --port 30000
