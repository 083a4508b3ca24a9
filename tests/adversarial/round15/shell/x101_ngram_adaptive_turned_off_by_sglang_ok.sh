#!/usr/bin/env bash
sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm NGRAM --speculative-ngram-max-bfs-breadth 1 \
  --speculative-adaptive \
  --port 30000
