#!/bin/bash
# Foreground server for the systemd unit; output goes to the journal and a file.
set -uo pipefail

LOG=/var/log/sglang/dsv32.log
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 2>&1 | tee -a "$LOG"

# let systemd see the server's exit status, not tee's
exit "${PIPESTATUS[0]}"
