#!/usr/bin/env bash
set -euo pipefail
cat > /tmp/dsv32.yaml <<'EOF'
model-path: deepseek-ai/DeepSeek-V3.2
tp: 8
enable-hisparse: true
disable-radix-cache: true
kv-cache-dtype: fp8_e5m2
EOF
python3 -m sglang.launch_server --config /tmp/dsv32.yaml --kv-cache-dtype fp8_e4m3
