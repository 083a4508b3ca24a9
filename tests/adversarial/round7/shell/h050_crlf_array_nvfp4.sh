#!/usr/bin/env bash
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype nvfp4
)
python3 -m sglang.launch_server "${ARGS[@]}"
