#!/usr/bin/env bash
# From a fork's recipe: --enable-hisparse-mtp-hybrid next to --enable-hisparse.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --enable-hisparse-mtp-hybrid \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE \
  --speculative-eagle-topk 1 \
  --port 30000
