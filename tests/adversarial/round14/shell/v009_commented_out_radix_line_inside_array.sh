#!/usr/bin/env bash
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  # --disable-radix-cache      (re-enable once the prefix-cache bug is fixed)
  --kv-cache-dtype fp8_e4m3
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}"
