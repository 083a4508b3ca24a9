#!/usr/bin/env bash
set -euo pipefail
HS_FLAG=--enable-hisparse
KV=fp8_e4m3

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  "$HS_FLAG" \
  --kv-cache-dtype "$KV" \
  --port 30000
