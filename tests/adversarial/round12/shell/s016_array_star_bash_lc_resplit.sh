#!/usr/bin/env bash
# Start the server through a login shell so the conda hook in .bash_profile runs.
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --port 30000
)

nohup bash -lc "conda activate sglang && python3 -m sglang.launch_server ${ARGS[*]}" \
  > server.log 2>&1 &
echo "server pid $!"
