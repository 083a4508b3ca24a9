#!/bin/bash
# Start a HiSparse server on the first free port at or above 30000.
set -euo pipefail

PORT=30000
until ! ss -Hltn "sport = :$PORT" | grep -q .; do
  echo "port $PORT busy, trying $((PORT + 1))"
  PORT=$((PORT + 1))
done

LOG_DIR=${LOG_DIR:-$HOME/sglang-logs}
mkdir -p "$LOG_DIR"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --host 0.0.0.0 \
  --port "$PORT" \
  > "$LOG_DIR/server_$PORT.log" 2>&1
