#!/usr/bin/env bash
set -euo pipefail
case "${GPU:-h200}" in
  mi300x|mi325x) DEC=aiter ;;
  *) DEC=tilelang ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "$DEC"
