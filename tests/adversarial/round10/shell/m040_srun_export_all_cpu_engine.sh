#!/usr/bin/env bash
set -euo pipefail
srun --nodes=1 --ntasks=1 --export=ALL,SGLANG_USE_CPU_ENGINE=1 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 1 --enable-hisparse --disable-radix-cache --port 30000
