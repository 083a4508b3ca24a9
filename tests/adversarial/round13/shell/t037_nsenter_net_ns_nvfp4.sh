#!/bin/bash
# Join the pod's network namespace (pause container) but keep host GPUs and filesystem.
PAUSE_PID=$(crictl inspectp "$(crictl pods -q --name sglang-0)" | jq -r .info.pid)
nsenter -t "$PAUSE_PID" -n -- python3 -m sglang.launch_server \
  --model-path /models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
