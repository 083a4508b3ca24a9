#!/usr/bin/env bash
# hisparse-fix-test run: -- piped
# Launch scripts piped to a shell: a heredoc through cat (and tee), an echoed string.
set -euo pipefail

cat <<'EOF' | tee launch.log | bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF

echo "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3" | ssh gpu-node-1

# sed rewrites the text on its way: not read, reported.
if [[ ${1:-} == filtered ]]; then
  cat <<'EOF' | sed -e 's/^# .*//' | bash
# launch
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
EOF
fi
