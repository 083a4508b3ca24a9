#!/usr/bin/env bash
# One-off server with extra flags, reusing the `sglang` service of
# ops/compose.gpu.yaml (image, volumes, env_file, GPU reservations).
set -euo pipefail
cd "$(dirname "$0")/.."

docker compose -f ops/compose.gpu.yaml run --rm --service-ports sglang \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --enable-mixed-chunk \
    --port 30000 --host 0.0.0.0
