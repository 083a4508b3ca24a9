#!/usr/bin/env bash
set -euo pipefail

# 1) CPU smoke test with a tiny model; its env file (from the infra repo) only
#    applies inside the subshell.
(
  source /opt/infra/cpu_smoke.env
  timeout 300 python3 -m sglang.launch_server \
    --model-path Qwen/Qwen2.5-0.5B-Instruct --device cpu --port 31000 \
    --skip-server-warmup || true
)

# 2) the real HiSparse server
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype mxfp8 \
  --port 30000
