#!/bin/bash
# Usage: ./serve.sh MODE   (MODE: hisparse | long | hisparse-long | base)
MODE=${1:-base}
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e4m3)

case "$MODE" in
  *hisparse*)
    ARGS+=(--enable-hisparse --disable-radix-cache)
    ;;&
  *long*)
    ARGS+=(--context-length 163840 --chunked-prefill-size 16384 --enable-mixed-chunk)
    ;;&
  *)
    echo "mode=$MODE args: ${ARGS[*]}"
    ;;
esac

exec python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
