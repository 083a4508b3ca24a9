#!/usr/bin/env bash
set -euo pipefail
if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2; then
  echo 'BUG: SGLang accepted fp8_e5m2 with hisparse' >&2; exit 1
fi
echo ok: refused as expected
