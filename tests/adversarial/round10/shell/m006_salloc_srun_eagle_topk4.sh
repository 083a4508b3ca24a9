#!/usr/bin/env bash
set -euo pipefail
salloc -N1 --gres=gpu:8 --time=04:00:00 \
  srun --ntasks=1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --speculative-algorithm EAGLE --speculative-num-steps 3 \
    --speculative-eagle-topk 4 --speculative-num-draft-tokens 8
