#!/usr/bin/env bash
hwloc-bind --cpubind package:0 --membind package:0 -- \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE3 \
  --speculative-draft-model-path /models/dsv32-eagle3 \
  --speculative-num-steps 3 --speculative-eagle-topk 2 --speculative-num-draft-tokens 6 \
  --port 30000
