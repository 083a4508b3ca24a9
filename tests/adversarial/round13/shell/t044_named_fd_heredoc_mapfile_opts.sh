#!/bin/bash
set -euo pipefail
# One token per line, so values with spaces would survive.
exec {cfg}<<'EOF'
--enable-hisparse
--disable-radix-cache
--kv-cache-dtype
fp8_e5m2
--hisparse-config
{"top_k": 2048}
EOF
mapfile -t OPTS <&"$cfg"
exec {cfg}<&-

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${OPTS[@]}" --port 30000
