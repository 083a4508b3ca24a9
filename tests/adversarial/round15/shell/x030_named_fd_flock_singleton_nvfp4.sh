#!/usr/bin/env bash
set -euo pipefail
exec {lock_fd}>/run/lock/sglang-dsv32.lock
flock -n "$lock_fd" || { echo "another instance holds the lock" >&2; exit 0; }

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
