#!/usr/bin/env bash
set -euo pipefail
taskset -c 0-63 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --host 0.0.0.0 --port 30000
