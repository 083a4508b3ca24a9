#!/usr/bin/env bash
# CI job: GPU leg first (HiSparse server + short bench), then the CPU leg.
set -euo pipefail
mkdir -p logs

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --port 30000 > logs/gpu_server.log 2>&1 &
GPU_PID=$!
until curl -sf localhost:30000/health >/dev/null; do sleep 10; done
python3 -m sglang.bench_serving --backend sglang --port 30000 \
  --dataset-name random --num-prompts 200 --random-input-len 32000 --random-output-len 512
kill "$GPU_PID"; wait "$GPU_PID" || true

# CPU leg: everything from here on uses the CPU engine
export SGLANG_USE_CPU_ENGINE=1
python3 -m sglang.launch_server \
  --model-path Qwen/Qwen2.5-0.5B-Instruct \
  --device cpu --port 31000 > logs/cpu_server.log 2>&1 &
CPU_PID=$!
until curl -sf localhost:31000/health >/dev/null; do sleep 5; done
kill "$CPU_PID"
