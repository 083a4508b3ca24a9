#!/usr/bin/env bash
set -euo pipefail
#SBATCH --job-name=dsv32-kv-sweep
#SBATCH --array=0-2
#SBATCH --gpus-per-node=8
KVS=(fp8_e4m3 bfloat16 fp8_e5m2)
KV=${KVS[$SLURM_ARRAY_TASK_ID]}
srun python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port $((30000 + SLURM_ARRAY_TASK_ID))
