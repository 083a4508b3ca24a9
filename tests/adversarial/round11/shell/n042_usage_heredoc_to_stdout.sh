#!/usr/bin/env bash
set -euo pipefail
usage() {
  cat <<'EOF'
Usage: serve.sh [--port N]
Starts DeepSeek V3.2 with HiSparse. Do NOT use:
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
EOF
}
[[ ${1:-} == -h ]] && { usage; exit 0; }
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
