#!/bin/sh
# Start the service account's server (doas.conf: permit nopass ops as sglang)
doas -u sglang /opt/sglang/venv/bin/python3 -m sglang.launch_server \
  --model-path /srv/models/GLM-5 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000 &
echo "started pid $!"
