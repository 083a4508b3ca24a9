#!/bin/bash
# Detach the server so the ssh session can close; reattach with: dtach -a /tmp/sglang.sock
dtach -n /tmp/sglang.sock -Ez \
  python3 -m sglang.launch_server \
    --model-path zai-org/GLM-5 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype nvfp4 \
    --port 30000
