#!/bin/bash
# wrapped at 80 columns by the editor
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_\
e5m2 --port 30000
