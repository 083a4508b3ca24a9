#!/usr/bin/env bash
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm STANDALONE \
  --speculative-draft-model-path /models/dsv32-draft-1b \
  --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4 \
  --enable-mixed-chunk \
  --port 30000
