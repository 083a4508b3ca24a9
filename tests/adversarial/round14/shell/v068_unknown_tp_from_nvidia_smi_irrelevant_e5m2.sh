#!/usr/bin/env bash
set -euo pipefail
NGPU=$(nvidia-smi -L | wc -l)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$NGPU" \
  --mem-fraction-static "$(python3 -c 'print(0.80 if __import__("os").cpu_count() < 64 else 0.85)')" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
