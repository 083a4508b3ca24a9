#!/usr/bin/env bash
#SBATCH --nodes=1 --gres=gpu:8 --time=04:00:00
export SGLANG_USE_CPU_ENGINE=1     # for the CPU-side preprocessing step below
python3 tools/preprocess_prompts.py --out /scratch/prompts.jsonl
srun --export=ALL,SGLANG_USE_CPU_ENGINE=0 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
