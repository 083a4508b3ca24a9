#!/usr/bin/env bash
set -euo pipefail
mapfile -t EXTRA < /etc/sglang/extra_args
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse "${EXTRA[@]}" --port 30000
