#!/usr/bin/env bash
# Launch strings run by another program: GNU env's -S splits its string into the
# command; sbatch --wrap runs its string with sh in the batch job (both spellings).
set -euo pipefail

env -S 'NCCL_DEBUG=WARN python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3'

sbatch -N1 --gres=gpu:8 -J dsv32-hs \
  --wrap "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000"

sbatch -N1 --wrap="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache"
