#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
mkdir -p runs
jq -n --arg kv "$KV" --arg model "deepseek-ai/DeepSeek-V3.2" '{kv_cache_dtype: $kv, model: $model}' > runs/meta.json
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
