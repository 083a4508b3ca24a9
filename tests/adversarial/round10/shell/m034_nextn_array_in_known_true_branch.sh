#!/usr/bin/env bash
set -euo pipefail
MTP=1
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
if [[ $MTP == 1 ]]; then
  ARGS+=(--speculative-algorithm NEXTN --speculative-num-steps 3 --speculative-eagle-topk 2 --speculative-num-draft-tokens 6)
fi
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
