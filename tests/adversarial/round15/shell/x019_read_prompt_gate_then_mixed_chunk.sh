#!/usr/bin/env bash
read -r -p "Restart the HiSparse server on :30000? [y/N] " answer
[[ ${answer,,} == y* ]] || exit 0
pkill -f 'sglang.launch_server.*--port 30000' || true
sleep 5
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk \
  --port 30000
