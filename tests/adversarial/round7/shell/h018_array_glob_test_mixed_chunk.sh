#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk)
if [[ " ${ARGS[*]} " == *" --enable-mixed-chunk "* ]]; then
  echo "mixed chunk on" >&2
fi
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
