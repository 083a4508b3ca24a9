#!/usr/bin/env bash
# -u: unbuffered so the log shows startup progress live; -m glued to it
python3 -um sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
  --port 30000 2>&1 | tee -a server.log
