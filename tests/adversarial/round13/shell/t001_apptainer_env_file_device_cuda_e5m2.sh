#!/usr/bin/env bash
# Serve DeepSeek-V3.2 with HiSparse from the site SIF image (Slurm-less GPU box).
set -euo pipefail

SIF=/shared/containers/sglang-0.5.23-cu129.sif
MODEL=/shared/models/DeepSeek-V3.2
PORT=${PORT:-30000}

# runtime.env is rendered by ansible (HF_HOME, NCCL_* tuning)
apptainer exec --nv --env-file /etc/sglang/runtime.env \
  --bind /shared/models:/shared/models "$SIF" \
  python3 -m sglang.launch_server \
    --model-path "$MODEL" \
    --device cuda \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --host 0.0.0.0 --port "$PORT"
