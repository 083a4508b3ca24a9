#!/usr/bin/env bash
set -euo pipefail
HEAD=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n1)
srun --nodes=2 --ntasks-per-node=1 --container-image=lmsysorg/sglang:v0.5.23 \
  bash -c 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 \
    --nnodes 2 --node-rank $SLURM_NODEID --dist-init-addr '"$HEAD"':5000 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2'
