#!/usr/bin/env bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --hisparse-config "{\"top_k\": 2048, \
\"device_buffer_size\": 4096}" \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
