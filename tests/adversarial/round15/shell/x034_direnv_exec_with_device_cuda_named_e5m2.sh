#!/usr/bin/env bash
# .envrc sets HF_HOME and the NCCL knobs for this checkout.
set -euo pipefail
direnv exec . python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --device cuda \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
