#!/bin/bash
BEAM=4
STEPS=3
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE \
  --speculative-num-steps "$STEPS" \
  --speculative-eagle-topk $(( BEAM > 1 ? BEAM : 1 )) \
  --speculative-num-draft-tokens $(( STEPS * BEAM + 1 )) \
  --port 30000
