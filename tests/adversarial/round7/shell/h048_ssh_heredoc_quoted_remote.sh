#!/usr/bin/env bash
set -euo pipefail
ssh -o BatchMode=yes gpu-node-01 bash -s <<'EOF'
cd /srv/sglang
nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 > server.log 2>&1 &
EOF
