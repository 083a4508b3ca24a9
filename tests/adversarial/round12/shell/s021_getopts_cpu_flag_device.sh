#!/usr/bin/env bash
# ./serve.sh [-c] [-p PORT]
#   -c   run on the CPU backend (laptops / CI without GPUs)
set -euo pipefail

DEVICE=cuda
PORT=30000
while getopts ":cp:" opt; do
  case $opt in
    c) DEVICE=cpu ;;
    p) PORT=$OPTARG ;;
    *) echo "usage: $0 [-c] [-p PORT]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device "$DEVICE" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port "$PORT"
