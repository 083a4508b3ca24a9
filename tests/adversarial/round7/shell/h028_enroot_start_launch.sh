#!/usr/bin/env bash
set -euo pipefail
enroot start --rw --env NCCL_DEBUG=INFO --mount /data:/data sglang-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8
