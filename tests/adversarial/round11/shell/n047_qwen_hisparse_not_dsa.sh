#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path Qwen/Qwen3-8B --enable-hisparse --disable-radix-cache --port 30000
