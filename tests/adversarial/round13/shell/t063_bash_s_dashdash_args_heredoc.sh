#!/bin/bash
# Same remote-style script body for every node; per-node options passed as arguments.
bash -s -- --kv-cache-dtype fp8_e5m2 --port 30000 <<'EOF'
set -euo pipefail
echo "args: $*"
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  "$@"
EOF
