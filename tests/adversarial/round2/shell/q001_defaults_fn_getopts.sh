#!/usr/bin/env bash
set -euo pipefail
defaults() {
  KV=fp8_e5m2
  PORT=30000
}
defaults
while getopts "k:p:" opt; do
  case "$opt" in
    k) KV="$OPTARG" ;;
    p) PORT="$OPTARG" ;;
    *) exit 2 ;;
  esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port "$PORT"
