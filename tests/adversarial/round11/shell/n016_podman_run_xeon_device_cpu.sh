#!/usr/bin/env bash
set -euo pipefail
podman run --rm -p 30000:30000 docker.io/lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --device cpu --enable-hisparse \
  --disable-radix-cache --host 0.0.0.0 --port 30000
