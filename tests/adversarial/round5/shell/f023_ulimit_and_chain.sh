#!/usr/bin/env bash
set -euo pipefail
ulimit -n 1048576 && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
