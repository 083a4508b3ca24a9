#!/bin/sh
# jemalloc cuts RSS fragmentation of the tokenizer manager
LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 \
MALLOC_CONF=background_thread:true,metadata_thp:auto \
PYTHONUNBUFFERED=1 \
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
