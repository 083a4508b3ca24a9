#!/usr/bin/env bash
set -euo pipefail
SGL=(python3 -m sglang.launch_server)
OPTS=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
"${SGL[@]}" "${OPTS[@]}"
