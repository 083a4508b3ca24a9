#!/usr/bin/env bash
set -euo pipefail
TOPK=2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk $((TOPK*2)) --speculative-num-draft-tokens 8
