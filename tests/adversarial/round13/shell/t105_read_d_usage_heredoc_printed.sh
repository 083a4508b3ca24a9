#!/bin/bash
read -r -d '' USAGE <<'EOF'
serve-hisparse.sh - print the launch line for a node

Examples of what SGLang 0.5.23 refuses with --enable-hisparse:
  --kv-cache-dtype fp8_e5m2          (use fp8_e4m3 or bfloat16)
  --enable-mixed-chunk               (remove it)
  --nsa-decode-backend flashmla_kv   (renamed to --dsa-decode-backend)
EOF

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  printf '%s\n' "$USAGE"
  exit 0
fi
echo "python3 -m sglang.launch_server --model-path ${1:?model} --enable-hisparse --disable-radix-cache"
