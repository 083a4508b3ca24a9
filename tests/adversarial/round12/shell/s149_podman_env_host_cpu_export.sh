#!/usr/bin/env bash
# CPU box. --env-host hands our whole environment to the container.
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
export OMP_NUM_THREADS=112
export HF_HOME=/data/hf

podman run --rm --env-host --ipc=host --privileged \
  -v /data/hf:/data/hf:Z -p 30000:30000 \
  quay.io/ourorg/sglang:0.5.23-cpu \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --host 0.0.0.0 --port 30000
