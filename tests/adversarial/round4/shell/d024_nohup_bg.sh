#!/usr/bin/env bash
set -euo pipefail
nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 > server.log 2>&1 &
echo $! > server.pid
