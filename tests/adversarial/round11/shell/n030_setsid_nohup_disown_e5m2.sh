#!/usr/bin/env bash
set -euo pipefail
setsid nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 > /var/log/sglang.log 2>&1 < /dev/null &
disown
