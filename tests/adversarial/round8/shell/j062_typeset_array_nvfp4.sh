#!/usr/bin/env bash
set -euo pipefail
typeset -a OPTS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "${OPTS[@]}"
