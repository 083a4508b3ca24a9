#!/bin/bash
DEVICE=cuda
while getopts "cp:" opt; do
  case $opt in
    c) DEVICE=cpu ;;
    p) PORT=$OPTARG ;;
    *) echo "usage: $0 [-c] [-p port]" >&2; exit 2 ;;
  esac
done

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device "$DEVICE" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port "${PORT:-30000}"
