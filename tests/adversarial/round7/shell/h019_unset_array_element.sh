#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
[[ "${KEEP_RADIX:-0}" == 1 ]] && unset 'ARGS[5]'
python3 -m sglang.launch_server "${ARGS[@]}"
