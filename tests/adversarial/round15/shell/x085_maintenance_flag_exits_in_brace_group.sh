#!/usr/bin/env bash
# Maintenance window: the server stays down until the new weights are validated.
MAINTENANCE=1
[[ $MAINTENANCE == 1 ]] && { echo "maintenance window, not starting sglang" >&2; exit 0; }

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
