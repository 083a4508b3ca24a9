#!/usr/bin/env bash
#SBATCH --job-name=dsv32-hisparse
#SBATCH --nodes=1
#SBATCH --gres=gpu:8
#SBATCH --time=08:00:00
set -euo pipefail

# CPU-engine unit tests on the batch host first
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/cpu_engine

# --export=NONE: the step starts with a clean environment (only SLURM_*),
# hence the absolute interpreter path.
srun --export=NONE --ntasks=1 --gpus=8 \
  /opt/venvs/sglang/bin/python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
