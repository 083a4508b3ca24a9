#!/bin/bash
ssh gpu-node-01 bash -s <<'EOF'
cd /srv/sglang
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 > server.log 2>&1 &
EOF
