#!/usr/bin/env bash
set -euo pipefail
EXTRA=()
while getopts "m" opt; do
  case $opt in
    m) EXTRA+=(--enable-mixed-chunk) ;;
    *) exit 2 ;;
  esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache "${EXTRA[@]}"
