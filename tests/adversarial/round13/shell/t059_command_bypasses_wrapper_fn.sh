#!/bin/bash
# Interactive helpers from ~/.bashrc copied here; python3 logs every call.
python3() { echo "python3 $*" >> ~/.py_history; command python3 "$@"; }

command python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
