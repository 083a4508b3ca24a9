#!/usr/bin/env bash
# Interactive helper for the demo box.
set -euo pipefail

read -r -p "KV cache dtype (bfloat16 / fp8_e4m3) [fp8_e4m3]: " KV
KV=${KV:-fp8_e4m3}
read -r -p "Port [30000]: " PORT
PORT=${PORT:-30000}

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port "$PORT"
