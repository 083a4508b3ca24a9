#!/usr/bin/env bash
unset KV_DTYPE          # never inherit the caller's value
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_DTYPE-fp8_e5m2}" --port 30000
