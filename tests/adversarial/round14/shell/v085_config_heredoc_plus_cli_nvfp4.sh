#!/usr/bin/env bash
set -e
CFG=$(mktemp --suffix=.yaml)
cat >"$CFG" <<'EOF'
model-path: deepseek-ai/DeepSeek-V3.2
tp-size: 8
enable-hisparse: true
disable-radix-cache: true
EOF
python3 -m sglang.launch_server --config "$CFG" --kv-cache-dtype nvfp4 --port 30000
