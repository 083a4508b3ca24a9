#!/bin/bash
set -euo pipefail

# pick_kv OUTVAR GPU_NAME -- sets OUTVAR to the KV cache dtype for that GPU
pick_kv() {
  local -n _out=$1
  case "$2" in
    *H20*) _out=fp8_e5m2 ;;
    *)     _out=fp8_e4m3 ;;
  esac
}

GPU_NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
pick_kv KV "$GPU_NAME"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000
