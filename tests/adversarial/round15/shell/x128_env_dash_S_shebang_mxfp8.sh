#!/usr/bin/env -S bash -euo pipefail
# Long-context server for the 0.5.23 rollout.
exec python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --port 30000
