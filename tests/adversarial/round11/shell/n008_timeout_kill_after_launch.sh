#!/usr/bin/env bash
set -euo pipefail
timeout --kill-after=30s 2h python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
