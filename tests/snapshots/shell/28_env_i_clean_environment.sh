#!/usr/bin/env bash
# The test environment exports the CPU engine switch; the server starts with a
# clean environment (env -i) and only what it needs.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1

env -i PATH="$PATH" HOME="$HOME" CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000
