#!/usr/bin/env bash
set -euo pipefail
SGL_VER=$(python3 -c 'import sglang; print(sglang.__version__)')
if [[ "$(printf '%s\n' "$SGL_VER" 0.5.13 | sort -V | head -n1)" != 0.5.13 ]]; then
  BACKEND_FLAG=--nsa-decode-backend
else
  BACKEND_FLAG=--dsa-decode-backend
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 "$BACKEND_FLAG" flashmla_kv
