#!/usr/bin/env bash
set -euo pipefail
podman run --rm --device=/dev/kfd --device=/dev/dri --group-add video --ipc=host \
  -v /models:/models -p 30000:30000 \
  docker.io/rocm/sgl-dev:v0.5.23-rocm700-mi35x \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --dsa-prefill-backend aiter --dsa-decode-backend aiter
