#!/usr/bin/env bash
set -euo pipefail

usage() {
  cat <<'EOF'
serve-dsv32.sh -- start the DeepSeek V3.2 HiSparse server

This replaces the old manual command:
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --kv-cache-dtype fp8_e5m2
EOF
}

[[ ${1:-} == -h || ${1:-} == --help ]] && { usage; exit 0; }

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
