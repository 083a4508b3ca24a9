#!/bin/bash
# docker-entrypoint.sh: fix ownership of the cache volume, then drop root.
set -e
chown -R sglang:sglang /cache
export HF_HOME=/cache/hf

exec gosu sglang:sglang python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --chunked-prefill-size 8192 --enable-mixed-chunk \
  --port 30000
