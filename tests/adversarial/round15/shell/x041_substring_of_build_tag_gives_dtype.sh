#!/usr/bin/env bash
set -euo pipefail
# Image tags look like <kv-dtype>-<model>-<week>.
BUILD_TAG=fp8_e5m2-dsv32-2025w41
KV=${BUILD_TAG:0:8}
MODEL_TAG=${BUILD_TAG:9:5}
echo "kv=$KV model=$MODEL_TAG"

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" --port 30000
