#!/usr/bin/env bash
# Merged from the throughput recipe and the long-context recipe.
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-mixed-chunk \
  --chunked-prefill-size 16384 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
