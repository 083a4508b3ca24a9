#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
add_spec() {
  ARGS+=(--speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk "$1" --speculative-num-draft-tokens 4)
}
add_spec 1
[[ "${WIDE_TREE:-0}" == 1 ]] || true
add_spec 2
python3 -m sglang.launch_server "${ARGS[@]}"
