#!/bin/bash
#SBATCH --job-name=hisparse-cpu-ref
#SBATCH --partition=cpu-highmem
#SBATCH --cpus-per-task=96
#SBATCH --time=04:00:00

# Reference numbers for the CPU fallback path.
srun --export=ALL,SGLANG_USE_CPU_ENGINE=1,OMP_NUM_THREADS=96 \
  python3 -m sglang.launch_server \
    --model-path /lustre/models/DeepSeek-V3.2 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --port 30000
