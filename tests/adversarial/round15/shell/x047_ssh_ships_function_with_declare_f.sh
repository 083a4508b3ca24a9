#!/usr/bin/env bash
set -euo pipefail

start_server() {
  cd /srv/sglang
  nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
    --port 30000 > server.log 2>&1 &
}

for host in gpu-a01 gpu-a02; do
  ssh "$host" "$(declare -f start_server); start_server"
done
