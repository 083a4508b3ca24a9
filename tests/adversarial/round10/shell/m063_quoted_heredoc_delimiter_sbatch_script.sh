#!/usr/bin/env bash
set -euo pipefail
sbatch <<'SLURM'
#!/bin/bash
#SBATCH --job-name=dsv32-hs
#SBATCH --gres=gpu:8
#SBATCH --time=08:00:00
module load cuda/12.9
srun python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000
SLURM
