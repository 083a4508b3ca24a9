#!/usr/bin/env bash
set -euo pipefail
CFG=$(mktemp --suffix=.yaml)
cat > "$CFG" <<'EOF'
model-path: deepseek-ai/DeepSeek-V3.2
tp: 8
enable_hisparse: true
disable-radix-cache: true
EOF
python3 -m sglang.launch_server --config "$CFG" --port 30000
