#!/usr/bin/env bash
# Bring-up check on the CPU engine in a subshell, then the GPU server with HiSparse.
# The export stays inside the parentheses.
set -euo pipefail

(
  export SGLANG_USE_CPU_ENGINE=1
  python3 -m sglang.launch_server \
    --model-path /data/ckpt/DeepSeek-V3.2-Exp-2layer \
    --disable-radix-cache \
    --port 30010 > cpu_check.log 2>&1
)

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
