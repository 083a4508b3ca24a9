#!/usr/bin/env bash
set -euo pipefail
if [[ -n ${SLURM_JOB_ID:-} ]]; then
  srun --ntasks=1 --gpus-per-task=8 python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port 30000
else
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port 30000
fi
