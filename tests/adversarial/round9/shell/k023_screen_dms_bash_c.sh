#!/usr/bin/env bash
set -euo pipefail
screen -dmS sgl bash -c 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 2>&1 | tee /tmp/sgl.log'
