#!/usr/bin/env bash
# Pre-flight: a tiny model on the CPU engine proves the install works, then
# the real HiSparse server on the GPUs.
set -euo pipefail

cpu_smoke() {
  python3 -m sglang.launch_server \
    --model-path Qwen/Qwen2.5-0.5B-Instruct \
    --device cpu --port 31000 > logs/cpu_smoke.log 2>&1 &
  local pid=$!
  for _ in $(seq 60); do
    curl -sf localhost:31000/health >/dev/null && break
    sleep 5
  done
  kill "$pid"
  wait "$pid" || true
}

mkdir -p logs
# the assignment only lives for the duration of the function call
SGLANG_USE_CPU_ENGINE=1 cpu_smoke

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
