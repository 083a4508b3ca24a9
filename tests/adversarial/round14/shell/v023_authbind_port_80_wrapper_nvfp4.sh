#!/usr/bin/env bash
# serve on port 80 as an unprivileged user
authbind --deep python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --host 0.0.0.0 --port 80
