#!/usr/bin/env bash
set -euo pipefail
read -r -d '' CMD <<'EOF' || true
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000
EOF
echo "running: $CMD"
eval "$CMD"
