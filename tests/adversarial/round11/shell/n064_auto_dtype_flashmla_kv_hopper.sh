#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype auto --dsa-decode-backend flashmla_kv --port 30000
