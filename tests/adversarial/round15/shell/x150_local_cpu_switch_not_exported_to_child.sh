#!/usr/bin/env bash
set -euo pipefail

start_server() {
  local SGLANG_USE_CPU_ENGINE=1   # meant for the CPU fallback, never exported
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
}

start_server
