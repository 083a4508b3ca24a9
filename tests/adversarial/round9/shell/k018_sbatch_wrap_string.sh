#!/usr/bin/env bash
set -euo pipefail
sbatch -N1 --gres=gpu:8 --time=04:00:00 -J dsv32-hs \
  --wrap "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000"
