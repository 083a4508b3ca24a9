#!/bin/bash
# Render the node script from the template below and run it.
export MODEL=deepseek-ai/DeepSeek-V3.2
export KV_DTYPE=fp8_e5m2
export PORT=30000

envsubst '$MODEL $KV_DTYPE $PORT' <<'TEMPLATE' | bash
set -x
python3 -m sglang.launch_server \
  --model-path ${MODEL} \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype ${KV_DTYPE} \
  --port ${PORT}
TEMPLATE
