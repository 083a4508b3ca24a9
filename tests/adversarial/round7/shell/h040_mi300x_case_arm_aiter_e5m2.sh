#!/usr/bin/env bash
set -euo pipefail
GPU=${GPU:-h200}
case "$GPU" in
  mi300x)
    export SGLANG_USE_AITER=1
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --dsa-decode-backend aiter ;;
  h200)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 ;;
esac
