#!/usr/bin/env bash
nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype=nvfp4 --port 30000 &>server.log &
disown -h
echo "started $!"
