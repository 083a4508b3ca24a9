#!/usr/bin/env bash
# Heredocs this script expands in ways the tool does not follow: reported, not edited.
set -euo pipefail
DTYPE=fp8_e5m2
OPTS="--json-model-override-args '{\"index_topk\": 2048}'"

# `'$DTYPE'` in single quotes: the outer shell expands it anyway.
bash -s <<EOF
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype '$DTYPE'
EOF

# A value with quotes, read again by the shell that runs the heredoc.
bash <<EOF
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $OPTS \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $DTYPE
EOF
