#!/usr/bin/env bash
set -euo pipefail
#SBATCH --nodes=1
#SBATCH --gpus-per-node=8
#SBATCH --time=04:00:00
module load cuda/12.9
srun --ntasks-per-node=1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --enable-mixed-chunk --port 30000
