#!/usr/bin/env bash
# HiSparse with FlashMLA KV kernels pinned; the KV dtype is left to SGLang.
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --disable-radix-cache \
  --dsa-decode-backend flashmla_kv \
  --port 30000
