#!/usr/bin/env bash
# HiSparse server with a speculative profile chosen per GPU; only the b200 arm
# sets a tree top-k.
# hisparse-fix-test run: -- h200
# hisparse-fix-test run: -- b200
set -euo pipefail

ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache
      --kv-cache-dtype fp8_e4m3 --speculative-algorithm EAGLE)

case "${1:-h200}" in
  h200) ARGS+=(--speculative-num-steps 1 --speculative-eagle-topk 1) ;;
  b200) ARGS+=(--speculative-num-steps 3 --speculative-eagle-topk 1) ;;
esac

python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
