#!/usr/bin/env bash
set -euo pipefail

# kv_for_gpu NAME -> prints the KV cache dtype we use on that GPU
kv_for_gpu() {
  case "$1" in
    *B200*|*GB200*) echo fp8_e4m3 ;;
    *H200*)         echo bfloat16 ;;
    *)              echo fp8_e5m2 ;;
  esac
}

GPU_NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
KV=$(kv_for_gpu "$GPU_NAME")
echo "GPU: $GPU_NAME -> KV cache $KV"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000
