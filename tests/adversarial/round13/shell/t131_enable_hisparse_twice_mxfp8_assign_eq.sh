#!/bin/bash
BASE="--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse"
python3 -m sglang.launch_server $BASE \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype=mxfp8 \
  --port 30000
