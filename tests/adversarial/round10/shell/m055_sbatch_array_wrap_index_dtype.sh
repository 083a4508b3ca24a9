#!/usr/bin/env bash
set -euo pipefail
sbatch --array=0-1 --gres=gpu:8 --wrap 'KVS=(fp8_e4m3 fp8_e5m2); python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype ${KVS[$SLURM_ARRAY_TASK_ID]} --port $((30000 + SLURM_ARRAY_TASK_ID))'
