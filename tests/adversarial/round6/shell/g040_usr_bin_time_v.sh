#!/usr/bin/env bash
set -euo pipefail
/usr/bin/time -v -o time.txt \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --enable-mixed-chunk --kv-cache-dtype fp8_e4m3
