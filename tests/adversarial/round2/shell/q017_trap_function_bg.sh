#!/usr/bin/env bash
set -euo pipefail
cleanup() {
  kill "$PID" 2>/dev/null || true
}
trap cleanup EXIT INT TERM
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 &
PID=$!
wait "$PID"
