#!/usr/bin/env bash
OPTS=$(cat <<'EOF'
--enable-hisparse
--disable-radix-cache
--kv-cache-dtype fp8_e5m2
EOF
)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 $OPTS --port 30000
