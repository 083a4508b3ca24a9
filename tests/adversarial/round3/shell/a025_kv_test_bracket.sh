#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
[ "$KV" = fp8_e5m2 ] && echo 'note: e5m2 selected'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
