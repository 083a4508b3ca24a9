#!/usr/bin/env bash
set -euo pipefail
ARGS=()
while read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  ARGS+=($line)
done <<'EOF'
--model-path deepseek-ai/DeepSeek-V3.2
--tp 8
--enable-hisparse
--disable-radix-cache
--kv-cache-dtype fp8_e5m2
EOF
python3 -m sglang.launch_server "${ARGS[@]}"
