#!/usr/bin/env bash
# Nightly: CPU-engine smoke of the tokenizer/scheduler, then the GPU server.
set -euo pipefail
mkdir -p logs

cpu_smoke() {
  export SGLANG_USE_CPU_ENGINE=1
  python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct \
    --device cpu --port 31000 > logs/cpu.log 2>&1 &
  local pid=$!
  until curl -sf localhost:31000/health >/dev/null; do sleep 5; done
  kill "$pid"
}

gpu_serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000
}

cpu_smoke
gpu_serve
