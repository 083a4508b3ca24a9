#!/usr/bin/env bash
read -r KV <<'EOF'
fp8_e5m2
EOF
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
