#!/usr/bin/env bash
# CPU-only CI runner (Xeon 6, AMX). The job exports SGLANG_USE_CPU_ENGINE=1 for
# every step; docker -e NAME (no value) forwards the runner's value.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1
export OMP_NUM_THREADS=64

docker run --rm --name dsv32-cpu \
  --ipc=host --privileged \
  -e SGLANG_USE_CPU_ENGINE \
  -e OMP_NUM_THREADS \
  -v /data/hf:/root/.cache/huggingface \
  lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --host 0.0.0.0 --port 30000
