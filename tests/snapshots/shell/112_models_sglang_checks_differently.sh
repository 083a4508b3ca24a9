#!/usr/bin/env bash
# SGLang's HiSparse check returns before its dtype and backend checks for MiniMax M3
# (its own kernels); DeepSeek V4 is checked on this machine.
set -euo pipefail
python3 -m sglang.launch_server --model-path MiniMaxAI/MiniMax-M3 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V4-Flash --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30001
