#!/usr/bin/env bash
set -euo pipefail
python3 -u -msglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
