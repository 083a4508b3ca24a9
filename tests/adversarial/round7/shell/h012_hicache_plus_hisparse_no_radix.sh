#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
  --enable-hierarchical-cache --hicache-ratio 2 \
  --kv-cache-dtype fp8_e4m3 --port 30000
