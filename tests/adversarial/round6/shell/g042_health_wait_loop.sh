#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-prefill-backend flashmla_sparse --port 30000 &
PID=$!
trap 'kill $PID' EXIT
until curl -sf http://127.0.0.1:30000/health >/dev/null; do sleep 5; done
python3 -m sglang.bench_serving --backend sglang --port 30000 \
  --dataset-name random --random-input-len 8192 --random-output-len 512 --num-prompts 200
