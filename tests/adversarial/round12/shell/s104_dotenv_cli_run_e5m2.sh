#!/usr/bin/env bash
# python-dotenv's CLI loads .env.h200 into the environment of the command.
set -euo pipefail
dotenv -f .env.h200 run -- \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
