#!/usr/bin/env bash
# Pick per-GPU settings. H20 first takes its own memory settings, then falls
# through into the common Hopper block, which sets the KV dtype for all of them.
set -euo pipefail

GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1 | awk '{print tolower($NF)}')

case "$GPU" in
  h20)
    MEM_FRAC=0.80
    KV_DTYPE=fp8_e5m2        # H20 bring-up value
    ;&
  h100|h800|h200)
    KV_DTYPE=fp8_e4m3        # HiSparse takes bfloat16 or fp8_e4m3 only
    MEM_FRAC=${MEM_FRAC:-0.88}
    ;;
  *)
    KV_DTYPE=bfloat16
    MEM_FRAC=0.85
    ;;
esac

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --mem-fraction-static "$MEM_FRAC" \
  --port 30000
