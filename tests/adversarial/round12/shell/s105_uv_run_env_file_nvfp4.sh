#!/usr/bin/env bash
# uv project at the repo root; .env.serving is rendered by the deploy job.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
uv run --frozen --env-file .env.serving -- \
  python -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype nvfp4 \
    --port 30000
