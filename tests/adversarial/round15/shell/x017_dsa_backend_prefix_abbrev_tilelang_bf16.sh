#!/usr/bin/env bash
python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill tilelang \
  --dsa-decode tilelang \
  --port 30000
