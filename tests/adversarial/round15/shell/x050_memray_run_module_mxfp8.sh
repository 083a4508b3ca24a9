#!/usr/bin/env bash
# Host memory at start-up with HiSparse's host KV pool.
memray run --native -o /tmp/sglang-serve.bin -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --port 30000
