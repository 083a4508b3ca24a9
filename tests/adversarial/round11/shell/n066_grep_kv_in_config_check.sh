#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
if [[ $KV == fp8_* ]]; then
  huggingface-cli download org/kv-scales --local-dir /models/kv-scales
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
