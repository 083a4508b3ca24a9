#!/bin/bash
# entrypoint.sh for the serving image (ENTRYPOINT ["/entrypoint.sh"])
set -e
: "${PORT:=30000}"
: "${TP:=8}"

exec tini -g -- python3 -m sglang.launch_server \
  --model-path /models/DeepSeek-V3.2 \
  --tp "$TP" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port "$PORT"
