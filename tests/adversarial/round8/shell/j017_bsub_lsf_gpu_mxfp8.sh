#!/usr/bin/env bash
set -euo pipefail
bsub -q gpu -gpu "num=8:mode=exclusive_process" -n 1 -o logs/out.%J -e logs/err.%J \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 --port 30000
