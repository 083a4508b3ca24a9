#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --host 0.0.0.0 --port 30000
