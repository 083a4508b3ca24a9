#!/usr/bin/env bash
set -euo pipefail
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
if [[ $gpu =~ (H100|H200) ]]; then
  KV=fp8_e4m3
else
  KV=bfloat16
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --dsa-decode-backend flashmla_kv --port 30000
