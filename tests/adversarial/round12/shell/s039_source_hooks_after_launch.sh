#!/usr/bin/env bash
# Nightly eval server: runs in the foreground until the eval job stops it, then
# the infra hooks upload the logs.
set -uo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 \
  --log-requests

# after the server stops (hooks live in the infra repo)
# shellcheck source=/dev/null
source /opt/infra/post_run_hooks.sh
post_run_upload_logs
