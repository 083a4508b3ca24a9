#!/usr/bin/env bash
set -euo pipefail
flux run -N1 -n1 -g8 --env=HF_HOME=/scratch/hf \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
