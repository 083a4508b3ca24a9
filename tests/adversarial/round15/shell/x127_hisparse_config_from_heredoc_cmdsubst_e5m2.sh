#!/usr/bin/env bash
set -euo pipefail
HS_CONFIG=$(cat <<'EOF'
{"top_k": 2048, "device_buffer_size": 8192, "host_to_device_ratio": 4}
EOF
)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --hisparse-config "$HS_CONFIG" \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
