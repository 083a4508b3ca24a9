#!/usr/bin/env bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm NGRAM \
  --speculative-ngram-max-bfs-breadth 1 \
  --speculative-eagle-topk 4 \
  --port 30000
