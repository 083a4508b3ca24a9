#!/usr/bin/env bash
set -euo pipefail

KV_DTYPE=fp8_e4m3

detect_gpu() {
  local name
  name=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
  if [[ $name == *H20* ]]; then
    KV_DTYPE=fp8_e5m2          # H20: smaller HBM, try the e5m2 cache
  fi
  echo "$name"
}

GPU_NAME=$(detect_gpu)
echo "GPU: $GPU_NAME, KV cache: $KV_DTYPE"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --port 30000
