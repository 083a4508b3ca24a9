#!/usr/bin/env bash
# Serve whichever DeepSeek-V3.2 snapshot was synced to the local NVMe.
find /nvme/models -mindepth 1 -maxdepth 1 -type d -name 'DeepSeek-V3.2*' -exec \
  python3 -m sglang.launch_server --model-path {} --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
    --port 30000 \;
