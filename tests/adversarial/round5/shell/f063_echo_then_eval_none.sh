#!/usr/bin/env bash
set -euo pipefail
DRY_RUN=1
CMD="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16"
if [[ $DRY_RUN == 1 ]]; then echo "$CMD"; else eval "$CMD"; fi
