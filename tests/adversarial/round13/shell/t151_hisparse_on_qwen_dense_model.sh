#!/bin/bash
python3 -m sglang.launch_server \
  --model-path Qwen/Qwen3-235B-A22B-Instruct-2507 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
