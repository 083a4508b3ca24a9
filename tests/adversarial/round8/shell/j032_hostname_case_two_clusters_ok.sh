#!/usr/bin/env bash
set -euo pipefail
case "$(hostname -s)" in
  mi300-*) export SGLANG_USE_AITER=1; BACKEND=aiter ;;
  h200-*)  BACKEND=flashmla_kv ;;
  *) echo "unknown cluster" >&2; exit 1 ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend "$BACKEND" --port 30000
