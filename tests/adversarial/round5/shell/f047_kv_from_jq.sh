#!/usr/bin/env bash
set -euo pipefail
KV=$(jq -r .kv_cache_dtype deploy/config.json)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
