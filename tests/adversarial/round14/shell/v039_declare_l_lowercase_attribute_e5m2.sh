#!/usr/bin/env bash
# The ops sheet lists KV formats in upper case; declare -l normalises them.
declare -l KV_FORMAT
KV_FORMAT=FP8_E5M2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_FORMAT" --port 30000
