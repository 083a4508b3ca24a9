#!/usr/bin/env bash
set -euo pipefail
CMD=(
  python3 -m sglang.launch_server
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
  --speculative-algorithm EAGLE3 --speculative-draft-model-path lmsys/dsv32-eagle3
  --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4
  --speculative-adaptive
)
exec "${CMD[@]}"
