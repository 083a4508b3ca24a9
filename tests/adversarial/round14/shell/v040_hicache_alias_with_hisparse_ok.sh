#!/usr/bin/env bash
# Hierarchical KV cache (host memory tier) plus HiSparse on one H200 node.
sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hierarchical-cache --hicache-ratio 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --port 30000
