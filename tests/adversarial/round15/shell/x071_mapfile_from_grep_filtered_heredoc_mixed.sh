#!/usr/bin/env bash
set -euo pipefail
mapfile -t ARGS < <(grep -v -e '^#' -e '^$' <<'EOF'
# server flags, one per line
--model-path
deepseek-ai/DeepSeek-V3.2
--tp
8

--enable-hisparse
--disable-radix-cache
--enable-mixed-chunk
EOF
)
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
