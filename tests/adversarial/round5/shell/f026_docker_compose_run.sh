#!/usr/bin/env bash
set -euo pipefail
docker compose -f compose.gpu.yaml run --rm -p 30000:30000 sglang \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --host 0.0.0.0
