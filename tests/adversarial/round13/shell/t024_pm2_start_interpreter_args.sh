#!/bin/bash
# Keep the server alive with pm2 (restarts on crash, logs under ~/.pm2/logs)
pm2 delete sglang 2>/dev/null || true
pm2 start python3 --name sglang --max-restarts 5 -- \
  -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
pm2 save
