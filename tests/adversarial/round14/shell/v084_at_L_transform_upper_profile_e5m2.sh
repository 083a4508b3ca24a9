#!/usr/bin/env bash
# Profile names come from the capacity spreadsheet (upper case).
GPU_KV=FP8_E5M2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${GPU_KV@L}" --port 30000
