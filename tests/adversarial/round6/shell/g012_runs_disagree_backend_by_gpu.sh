#!/usr/bin/env bash
set -euo pipefail
if nvidia-smi --query-gpu=name --format=csv,noheader | grep -q "B200"; then
  KV=fp8_e4m3
else
  KV=bfloat16
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --dsa-decode-backend flashmla_kv
