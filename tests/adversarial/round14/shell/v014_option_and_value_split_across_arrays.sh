#!/usr/bin/env bash
HS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype)
TAIL=(fp8_e5m2 --host 0.0.0.0 --port 30000)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${HS[@]}" "${TAIL[@]}"
