#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V4-Flash --tp 8 \
  --enable-hisparse --disable-radix-cache --dsv4-attn-backend trtllm
