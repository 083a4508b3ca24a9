#!/usr/bin/env bash
set -euo pipefail
exec -a sglang-dsv32 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
