#!/usr/bin/env bash
# The host runs the CPU-engine benchmark client; the server runs in the GPU container.
# Host variables do not reach the container unless passed with -e.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1
export HF_HOME=/data/hf

docker run --rm --gpus all --ipc=host --shm-size 32g \
  -v "$HF_HOME:/root/.cache/huggingface" \
  -e HF_HOME=/root/.cache/huggingface \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --host 0.0.0.0 --port 30000
