#!/usr/bin/env bash
# DeepSeek V4 Flash with HiSparse on B200
sglang serve --model-path deepseek-ai/DeepSeek-V4-Flash --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000
