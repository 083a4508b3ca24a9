#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path MiniMaxAI/MiniMax-M3 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
