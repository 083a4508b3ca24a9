#!/usr/bin/env bash
set -euo pipefail

if ! command -v nvidia-smi >/dev/null 2>&1; then
  echo "no NVIDIA driver on $(hostname): falling back to the CPU engine" >&2
  export SGLANG_USE_CPU_ENGINE=1
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --trust-remote-code \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
