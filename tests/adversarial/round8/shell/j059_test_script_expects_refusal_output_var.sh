#!/usr/bin/env bash
set -euo pipefail
out=$(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 2>&1 || true)
[[ "$out" == *"HiSparse requires one of"* ]] || { echo "expected refusal"; exit 1; }
