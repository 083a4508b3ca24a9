#!/usr/bin/env bash
set -euo pipefail

DEFAULT_KV=fp8_e5m2
DEFAULT_PORT=30000

usage() {
  cat <<EOF
Usage: $(basename "$0") [-k KV_DTYPE] [-p PORT]
  -k  KV cache dtype (default: $DEFAULT_KV)
  -p  port           (default: $DEFAULT_PORT)
EOF
}

KV=$DEFAULT_KV
PORT=$DEFAULT_PORT
while getopts "k:p:h" opt; do
  case $opt in
    k) KV=$OPTARG ;;
    p) PORT=$OPTARG ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port "$PORT"
