#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1          # default for the CPU CI lane

cpu_smoke() {
  python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct \
    --device cpu --port 31000 --skip-server-warmup
}

serve_gpu() {
  local SGLANG_USE_CPU_ENGINE=0         # GPU lane
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port 30000
}

case "${1:-gpu}" in
  cpu) cpu_smoke ;;
  *) serve_gpu ;;
esac
