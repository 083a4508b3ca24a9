#!/usr/bin/env bash
set -euo pipefail
docker run --rm --device=/dev/kfd --device=/dev/dri --group-add video --ipc=host \
  lmsysorg/sglang:v0.5.23-rocm700-mi30x \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv --port 30000
