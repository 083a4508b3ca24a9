#!/usr/bin/env bash
set -euo pipefail
HS=()
if [[ "${HISPARSE:-0}" == 1 ]]; then HS=(--enable-hisparse --disable-radix-cache); fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e4m3 "${HS[@]}"
