#!/usr/bin/env bash
set -euo pipefail
parallel --halt now,fail=1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype {} --port 3000{#} ::: fp8_e4m3 fp8_e5m2
