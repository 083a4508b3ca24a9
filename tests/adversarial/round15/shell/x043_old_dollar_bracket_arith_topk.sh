#!/usr/bin/env bash
# Written for bash 3 on the old cluster; still runs as is.
STEPS=3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE \
  --speculative-num-steps $STEPS \
  --speculative-eagle-topk $[STEPS - 1] \
  --speculative-num-draft-tokens $[STEPS + 1] \
  --port 30000
