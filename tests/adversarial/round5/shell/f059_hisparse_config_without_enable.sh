#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --hisparse-config '{"top_k": 2048}' --kv-cache-dtype bfloat16 --dsa-decode-backend fa3
