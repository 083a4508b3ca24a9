#!/usr/bin/env bash
# configs/ is synced from the ops repo at deploy time
python3 -m sglang.launch_server \
  --config configs/dsv32-hisparse.yaml \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
