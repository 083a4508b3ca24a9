#!/usr/bin/env bash
set -euo pipefail
nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --host 0.0.0.0 --port 30000 > server.log 2>&1 &
