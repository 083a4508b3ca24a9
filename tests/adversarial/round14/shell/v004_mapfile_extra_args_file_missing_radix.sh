#!/usr/bin/env bash
EXTRA=()
if [[ -r /etc/sglang/extra.args ]]; then
  mapfile -t EXTRA < /etc/sglang/extra.args
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --kv-cache-dtype bfloat16 "${EXTRA[@]}" --port 30000
