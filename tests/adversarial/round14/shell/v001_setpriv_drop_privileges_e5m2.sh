#!/usr/bin/env bash
# container starts as root; run the server as uid 1000
exec setpriv --reuid=1000 --regid=1000 --init-groups \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
