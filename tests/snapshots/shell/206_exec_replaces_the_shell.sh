#!/bin/bash
# A container entrypoint: `exec` replaces the shell with the server.
cd /tmp || exit 1
exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000

# The previous entrypoint, kept for reference: never reached.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk --port 30000
