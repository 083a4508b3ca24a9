#!/usr/bin/env bash
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --port 30000 \
  --enable-mixed-chunk &
echo "server pid $!"
wait
