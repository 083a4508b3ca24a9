#!/usr/bin/env bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --kv-cache-dtype bfloat16 \
  --enable-hisparse   # does it need --disable-radix-cache? docs unclear, try without
