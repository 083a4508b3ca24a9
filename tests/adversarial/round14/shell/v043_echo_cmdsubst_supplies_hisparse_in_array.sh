#!/usr/bin/env bash
hs_flags() { echo --enable-hisparse --disable-radix-cache; }
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  $(hs_flags)
  --kv-cache-dtype fp8_e5m2
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}"
