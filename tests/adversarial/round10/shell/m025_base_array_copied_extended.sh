#!/usr/bin/env bash
set -euo pipefail
BASE=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code)
python3 -m sglang.launch_server "${BASE[@]}" --port 30001 &
SMOKE=$!
HS=("${BASE[@]}" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
python3 -m sglang.launch_server "${HS[@]}" --port 30000
kill "$SMOKE"
