#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e4m3
BACKEND=""
OPTS=$(getopt -o '' --long kv:,backend: -n serve -- "$@")
eval set -- "$OPTS"
while true; do
  case "$1" in
    --kv) KV=$2; shift 2 ;;
    --backend) BACKEND=$2; shift 2 ;;
    --) shift; break ;;
  esac
done
EXTRA=()
[[ -n "$BACKEND" ]] && EXTRA+=(--dsa-decode-backend "$BACKEND")
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" "${EXTRA[@]}"
