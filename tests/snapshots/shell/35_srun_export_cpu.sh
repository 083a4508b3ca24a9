#!/usr/bin/env bash
#SBATCH --job-name=dsv32-cpu
#SBATCH --nodes=1
#SBATCH --partition=cpu
# Slurm job on the CPU partition: srun passes the CPU engine switch with --export.
set -euo pipefail

srun --nodes=1 --ntasks=1 --export=ALL,SGLANG_USE_CPU_ENGINE=1 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --trust-remote-code --tp 2 \
    --disable-radix-cache \
    --port 30000
