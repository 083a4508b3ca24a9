#!/bin/bash
# daemonize needs absolute paths for the program
PY=/opt/sglang/venv/bin/python3
daemonize -c /srv/sglang -p /run/sglang.pid \
  -o /var/log/sglang/out.log -e /var/log/sglang/err.log \
  "$PY" -m sglang.launch_server \
  --model-path /srv/models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000
