#!/usr/bin/env bash
# Container entrypoint.
set -euo pipefail

cd /sgl-workspace
exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --host 0.0.0.0 --port 30000

# Previous entrypoint, kept while we validate the new one:
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e5m2 \
  --enable-mixed-chunk \
  --host 0.0.0.0 --port 30000
