#!/usr/bin/env bash
set -euo pipefail
echo "Note: older recipes used: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 (now refused)"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
