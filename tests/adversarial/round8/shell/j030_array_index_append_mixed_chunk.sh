#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
if [[ "${MIXED:-1}" == 1 ]]; then
  ARGS[${#ARGS[@]}]=--enable-mixed-chunk
fi
python3 -m sglang.launch_server "${ARGS[@]}"
