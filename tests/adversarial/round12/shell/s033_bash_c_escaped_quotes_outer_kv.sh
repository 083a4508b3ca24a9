#!/usr/bin/env bash
set -euo pipefail

KV=fp8_e5m2
HS_CFG='{"top_k": 2048, "device_buffer_size": 4096}'

# detached, in its own shell, so this script can exit
nohup bash -c "python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --hisparse-config '$HS_CFG' \
  --kv-cache-dtype \"$KV\" \
  --port 30000" > server.log 2>&1 &
echo $! > server.pid
