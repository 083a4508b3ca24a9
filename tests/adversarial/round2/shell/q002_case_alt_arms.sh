#!/usr/bin/env bash
set -euo pipefail
MODE="${MODE:-prod}"
case "$MODE" in
  prod|staging)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
    ;;
  dev)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e5m2
    ;;
esac
