#!/usr/bin/env bash
cd /data/models/DeepSeek-V3.2 || exit 1
python3 -m sglang.launch_server --model-path . --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
