#!/usr/bin/env bash
set -euo pipefail
if rocm-smi --showproductname >/dev/null 2>&1; then
  # MI300X
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-decode-backend aiter \
    --port 30000
else
  # H200 / B200
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-prefill-backend flashmla_sparse \
    --port 30000
fi
