#!/usr/bin/env bash
# server options as "key value" lines, easy to diff between clusters
ARGS=()
while read -r key value; do
  [[ -z $key || $key == \#* ]] && continue
  ARGS+=("--$key" ${value:+"$value"})
done <<'EOF'
model-path deepseek-ai/DeepSeek-V3.2
tp 8
enable-hisparse
disable-radix-cache
# e5m2: more exponent range
kv-cache-dtype fp8_e5m2
port 30000
EOF
exec python3 -m sglang.launch_server "${ARGS[@]}"
