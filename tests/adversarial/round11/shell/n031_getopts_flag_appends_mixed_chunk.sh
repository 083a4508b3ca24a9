#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3)
while getopts "mp:" o; do
  case $o in
    m) ARGS+=(--enable-mixed-chunk) ;;
    p) ARGS+=(--port "$OPTARG") ;;
  esac
done
exec python3 -m sglang.launch_server "${ARGS[@]}"
