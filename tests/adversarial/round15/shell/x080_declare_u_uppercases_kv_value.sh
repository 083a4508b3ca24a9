#!/usr/bin/env bash
set -euo pipefail
# Dashboard labels are upper-case; keep the run settings upper-case too.
declare -u PROFILE KV
PROFILE=long_ctx
KV=fp8_e4m3
echo "profile=$PROFILE kv=$KV"

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
