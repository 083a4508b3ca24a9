#!/usr/bin/env bash
set -u

KV_DTYPE=fp8_e4m3   # default; the site file may override it
grep -m1 '^kv_cache_dtype=' /etc/sglang/site.conf 2>/dev/null | cut -d= -f2 | read -r KV_DTYPE
echo "kv cache dtype: $KV_DTYPE"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --port 30000
