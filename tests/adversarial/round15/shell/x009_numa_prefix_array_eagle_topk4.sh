#!/usr/bin/env bash
set -euo pipefail
# Bind the server to the NUMA node of GPUs 0-3.
PIN=(numactl --cpunodebind=0 --membind=0)
SERVER=(python3 -m sglang.launch_server)

"${PIN[@]}" "${SERVER[@]}" \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE --speculative-num-steps 3 \
  --speculative-eagle-topk 4 --speculative-num-draft-tokens 4 \
  --port 30000
