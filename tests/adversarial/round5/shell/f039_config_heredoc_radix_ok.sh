#!/usr/bin/env bash
set -euo pipefail
cat > /tmp/base.yaml <<'EOF'
model-path: deepseek-ai/DeepSeek-V3.2
tp: 8
disable-radix-cache: true
kv-cache-dtype: fp8_e4m3
EOF
python3 -m sglang.launch_server --config /tmp/base.yaml --enable-hisparse --port 30000
