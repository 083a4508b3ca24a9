#!/usr/bin/env bash
set -euo pipefail
echo "--kv-cache-dtype fp8_e5m2" > args.txt
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache $(cat args.txt)
