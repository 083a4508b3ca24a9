#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --dp 8 --enable-dp-attention \
  --trust-remote-code \
  --tool-call-parser deepseekv32 \
  --reasoning-parser deepseek-v3 \
  --mem-fraction-static 0.82 \
  --chunked-prefill-size 16384 \
  --enable-hisparse \
  --host 0.0.0.0 --port 30000
