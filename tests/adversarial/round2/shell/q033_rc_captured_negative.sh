#!/usr/bin/env bash
set -euo pipefail
set +e
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
rc=$?
set -e
[ "$rc" -ne 0 ] || { echo "expected refusal"; exit 1; }
