#!/usr/bin/env bash
set -euo pipefail
LOG_DIR=${LOG_DIR:-./logs}; mkdir -p "$LOG_DIR"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 2>&1 | tee -a "$LOG_DIR/server.log" &
SERVER_PID=$!
