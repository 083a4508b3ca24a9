#!/usr/bin/env bash
# 1) quick CPU unit tests of our tokenizer patches on the host
# 2) the real server from the SIF, on the GPUs
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/cpu

# --cleanenv: nothing from the host environment goes into the container,
# so the CPU switch above does not reach the server.
apptainer exec --nv --cleanenv \
  --bind /scratch/hf:/root/.cache/huggingface \
  sglang_v0.5.23-cu129.sif \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
