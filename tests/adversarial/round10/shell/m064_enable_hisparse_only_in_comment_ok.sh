#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype bfloat16 --enable-mixed-chunk --port 30000  # TODO: add --enable-hisparse after 0.5.24
