#!/usr/bin/env bash
set -euo pipefail
if command -v rocm-smi >/dev/null 2>&1; then
  BACKEND=aiter
else
  BACKEND=flashmla_kv
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "$BACKEND"
