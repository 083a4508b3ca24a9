#!/usr/bin/env bash
# Called from cron every 5 minutes: start the server unless one is running.
# flock -n gives up right away when the lock is held.
LOCK=/var/lock/sglang-dsv32.lock
LOG=/var/log/sglang/dsv32.log

flock -n "$LOCK" \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype nvfp4 \
    --port 30000 >> "$LOG" 2>&1
