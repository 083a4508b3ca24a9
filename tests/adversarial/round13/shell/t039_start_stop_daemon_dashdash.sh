#!/bin/sh
# /etc/init.d/sglang (excerpt): start action
DAEMON=/opt/sglang/venv/bin/python3
PIDFILE=/run/sglang.pid
start-stop-daemon --start --background --make-pidfile --pidfile "$PIDFILE" \
  --chuid sglang --exec "$DAEMON" -- \
  -m sglang.launch_server \
  --model-path /srv/models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000
