#!/usr/bin/env bash
set -euo pipefail
SERVER_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2        # DeepSeek V3.2
  --tp 8
  --enable-hisparse         # hierarchical sparse attention
  --disable-radix-cache     # required by HiSparse
  --speculative-algorithm EAGLE3
  --speculative-draft-model-path lmsys/dsv32-eagle3
  --speculative-num-steps 3
  --speculative-eagle-topk 1
  --speculative-num-draft-tokens 4
  --speculative-adaptive    # tune steps at runtime
)
python3 -m sglang.launch_server "${SERVER_ARGS[@]}"
