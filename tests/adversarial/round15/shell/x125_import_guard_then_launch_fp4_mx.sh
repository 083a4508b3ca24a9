#!/usr/bin/env bash
if ! python3 -c 'import sglang' 2>/dev/null; then
  echo "sglang is not installed in this environment" >&2
  exit 1
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp4_mx_block16 \
  --port 30000
