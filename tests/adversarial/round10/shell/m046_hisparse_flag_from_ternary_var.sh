#!/usr/bin/env bash
set -euo pipefail
HS_FLAGS=$([[ "${ENABLE_HS:-1}" == 1 ]] && echo '--enable-hisparse --disable-radix-cache' || true)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 $HS_FLAGS --kv-cache-dtype fp8_e5m2 --port 30000
