#!/usr/bin/env bash
set -euo pipefail
main() {
  local -a args=(
    --model-path deepseek-ai/DeepSeek-V3.2
    --tp 8
    --enable-hisparse
    --disable-radix-cache
    --kv-cache-dtype bfloat16
    --dsa-decode-backend flashinfer_sparse_mla
    --port 30000
  )
  python3 -m sglang.launch_server "${args[@]}"
}
main "$@"
