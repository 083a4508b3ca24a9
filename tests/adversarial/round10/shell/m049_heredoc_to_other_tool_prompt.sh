#!/usr/bin/env bash
set -euo pipefail
llm -m gpt-4o <<'EOF'
Why does SGLang refuse this command?
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
EOF
