#!/usr/bin/env bash
set -euo pipefail
LOG=/var/log/sglang/dsv32.log
nohup bash -c "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 > $LOG 2>&1" &
