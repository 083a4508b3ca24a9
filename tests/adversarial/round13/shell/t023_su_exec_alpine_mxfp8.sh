#!/bin/sh
# Minimal image: su-exec instead of gosu
set -eu
exec su-exec nobody:nogroup \
  python3 -m sglang.launch_server \
  --model-path /models/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype=mxfp8 \
  --port 30000
