#!/usr/bin/env bash
# CI job: a CPU smoke launch of the tiny checkpoint, then the real HiSparse server.
# ARGS is assigned anew (=) for the second launch; nothing of the smoke run carries over.
set -euo pipefail

ARGS=(
  --model-path /data/ckpt/DeepSeek-V3.2-Exp-2layer
  --device cpu
  --port 30010
)
python3 -m sglang.launch_server "${ARGS[@]}" --host 127.0.0.1 > smoke.log 2>&1 &
SMOKE_PID=$!
sleep 60
kill "$SMOKE_PID"

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8 --trust-remote-code
  --disable-radix-cache
  --enable-hisparse
  --kv-cache-dtype fp8_e4m3
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}" --host 0.0.0.0
