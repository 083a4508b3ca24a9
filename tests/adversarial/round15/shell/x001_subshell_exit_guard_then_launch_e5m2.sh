#!/usr/bin/env bash
# Nightly restart of the long-context HiSparse server on gpu-node-07.
set -uo pipefail

LOG_DIR=/var/log/sglang

# Rotate old logs; give up quietly when the log folder is not mounted.
(
  cd "$LOG_DIR" 2>/dev/null || exit 0
  find . -name 'server-*.log' -mtime +7 -delete
)

exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port 30000
