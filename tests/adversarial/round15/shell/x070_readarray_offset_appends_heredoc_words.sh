#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
readarray -t -O "${#ARGS[@]}" ARGS <<'EOF'
--kv-cache-dtype
fp8_e5m2
--port
30000
EOF
python3 -m sglang.launch_server "${ARGS[@]}"
