#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
PORT=30000
while getopts "k:p:h" opt; do
  case "$opt" in
    k) KV="$OPTARG" ;;
    p) PORT="$OPTARG" ;;
    h) echo "usage: $0 [-k kv_dtype] [-p port]"; exit 0 ;;
    *) exit 2 ;;
  esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port "$PORT"
