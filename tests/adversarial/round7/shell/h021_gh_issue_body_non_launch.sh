#!/usr/bin/env bash
set -euo pipefail
gh issue create --title "HiSparse fails with fp8_e5m2" \
  --body "Repro: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
