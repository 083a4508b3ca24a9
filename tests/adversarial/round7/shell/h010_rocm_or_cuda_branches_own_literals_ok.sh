#!/usr/bin/env bash
set -euo pipefail
if command -v rocm-smi >/dev/null 2>&1; then
  export SGLANG_USE_AITER=1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 --dsa-decode-backend aiter --port 30000
else
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv --port 30000
fi
