#!/usr/bin/env bash
set -euo pipefail
trap 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --enable-mixed-chunk --port 30000' ERR
huggingface-cli download deepseek-ai/DeepSeek-V3.2 --local-dir /models/dsv32
