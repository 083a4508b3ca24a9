#!/usr/bin/env bash
# ./serve.sh [--no-hisparse] [--port N]
set -euo pipefail

PORT=30000
HS_FLAGS=(--enable-hisparse --disable-radix-cache)

while (( $# )); do
  case $1 in
    --no-hisparse) HS_FLAGS=(); shift ;;
    --port)        PORT=$2; shift 2 ;;
    --port=*)      PORT=${1#*=}; shift ;;
    *)             echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  "${HS_FLAGS[@]}" \
  --kv-cache-dtype fp8_e5m2 \
  --port "$PORT"
