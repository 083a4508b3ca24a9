#!/usr/bin/env bash
set -euo pipefail
stdbuf -oL python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000 2>&1 | tee server.log
