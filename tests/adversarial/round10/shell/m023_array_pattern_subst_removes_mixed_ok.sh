#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk)
if [[ "${HISPARSE:-1}" == 1 ]]; then
  python3 -m sglang.launch_server ${ARGS[@]/--enable-mixed-chunk/} --port 30000
fi
