#!/usr/bin/env bash
set -euo pipefail
docker exec -i sglang-dev bash <<'EOF'
cd /sgl-workspace
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk --port 30000
EOF
