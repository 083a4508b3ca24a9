#!/usr/bin/env bash
set -euo pipefail
tee /tmp/hs.yaml >/dev/null <<'EOF'
model-path: deepseek-ai/DeepSeek-V3.2
enable_hisparse: true
disable_radix_cache: true
EOF
sglang serve --config /tmp/hs.yaml --tp 8
