#!/usr/bin/env bash
set -euo pipefail
read -r -p "KV cache dtype [fp8_e4m3]: " KV
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
