#!/usr/bin/env bash
set -euo pipefail
KV=$(cat /etc/sglang/kv_dtype)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
