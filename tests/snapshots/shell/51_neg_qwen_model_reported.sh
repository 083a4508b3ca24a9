#!/usr/bin/env bash
# HiSparse flags pasted into a Qwen recipe.
set -euo pipefail

python3 -m sglang.launch_server --model-path Qwen/Qwen3-235B-A22B-Instruct-2507 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
