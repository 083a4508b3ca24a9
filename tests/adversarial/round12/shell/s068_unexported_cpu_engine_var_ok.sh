#!/usr/bin/env bash
# 1) CPU smoke test of the serving stack with a tiny model, 2) the real HiSparse server.
set -euo pipefail

SGLANG_USE_CPU_ENGINE=1        # for the smoke step only
SMOKE_MODEL=Qwen/Qwen2.5-0.5B-Instruct

env SGLANG_USE_CPU_ENGINE="$SGLANG_USE_CPU_ENGINE" timeout 600 \
  python3 -m sglang.launch_server --model-path "$SMOKE_MODEL" --port 31000 &
SMOKE=$!
./wait_ready.sh 31000 && ./smoke_test.sh 31000
kill "$SMOKE"; wait "$SMOKE" || true

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
