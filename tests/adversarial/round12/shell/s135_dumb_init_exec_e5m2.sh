#!/usr/bin/env bash
# docker-entrypoint.sh: dumb-init forwards SIGTERM to the whole process group.
set -euo pipefail
cd /workspace
exec dumb-init -- python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port 30000
