#!/bin/bash
# /usr/local/libexec/sglang-serve -- ExecStart= of sglang.service
umask 022
ulimit -n 1048576
cd /srv/sglang || exit 1
exec /srv/sglang/.venv/bin/python -m sglang.launch_server \
    --model-path /srv/models/GLM-5-FP8 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype nvfp4 \
    --host 127.0.0.1 \
    --port 30000
