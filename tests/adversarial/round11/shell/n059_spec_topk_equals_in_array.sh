#!/usr/bin/env bash
set -euo pipefail
SPEC=(--speculative-algorithm NEXTN --speculative-num-steps 2 --speculative-eagle-topk=2 --speculative-num-draft-tokens 3)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 "${SPEC[@]}" --port 30000
