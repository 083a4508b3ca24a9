#!/usr/bin/env bash
declare -l KV=BFLOAT16    # values in the capacity sheet are upper case
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
