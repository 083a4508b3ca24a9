#!/usr/bin/env bash
# Try HiSparse on R1 for the 128k eval.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-R1-0528 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
