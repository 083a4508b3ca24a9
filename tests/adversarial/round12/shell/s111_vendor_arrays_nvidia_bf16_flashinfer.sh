#!/usr/bin/env bash
# serve.sh: one entry point for the AMD and NVIDIA pools.
set -euo pipefail

serve() {
  local vendor=$1
  local -a args=(
    --model-path deepseek-ai/DeepSeek-V3.2
    --tp 8 --trust-remote-code
    --enable-hisparse --disable-radix-cache
    --host 0.0.0.0 --port 30000
  )
  case "$vendor" in
    amd)
      args+=(
        --kv-cache-dtype fp8_e4m3
        --dsa-decode-backend aiter
      )
      ;;
    nvidia)
      args+=(
        --kv-cache-dtype bfloat16
        --dsa-prefill-backend flashinfer_sparse_mla
      )
      ;;
  esac
  python3 -m sglang.launch_server "${args[@]}"
}

if [ -e /dev/kfd ]; then
  serve amd
else
  serve nvidia
fi
