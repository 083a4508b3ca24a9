#!/usr/bin/env bash
# Run as root from the provisioning hook; the server itself runs as `sglang`.
set -e
install -d -o sglang -g sglang /var/log/sglang
cd /srv/sglang
runuser -u sglang -- \
  /srv/sglang/.venv/bin/python -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000 >> /var/log/sglang/server.log 2>&1 &
echo $! > /run/sglang.pid
