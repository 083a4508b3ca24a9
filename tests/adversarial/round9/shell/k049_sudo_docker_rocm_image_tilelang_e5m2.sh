#!/usr/bin/env bash
set -euo pipefail
sudo docker run --rm --device=/dev/kfd --device=/dev/dri --group-add video --shm-size 32g \
  lmsysorg/sglang:v0.5.23-rocm700-mi30x \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --dsa-decode-backend tilelang --kv-cache-dtype fp8_e5m2
