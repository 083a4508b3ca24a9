#!/bin/bash
# Only one server per node: bail out if another launch holds the lock.
LOCK=/run/lock/gpu-node.lock
LOG=/var/log/sglang/serve-$(date +%F).log

flock -n "$LOCK" python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --enable-mixed-chunk \
  --port 30000 >>"$LOG" 2>&1 || echo "node busy (lock held)" >&2
