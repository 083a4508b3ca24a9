#!/usr/bin/env bash
set -euo pipefail
docker run --rm --network host --ipc host --device /dev/kfd --device /dev/dri --group-add video \
  rocm/sgl-dev:v0.5.23-rocm700-mi35x \
  bash -lc "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --dsa-decode-backend aiter --port 30000"
