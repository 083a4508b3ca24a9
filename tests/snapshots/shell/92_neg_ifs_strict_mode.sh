#!/usr/bin/env bash
# "Strict mode": with IFS set to a line break and a tab, `$OPTS` is not split
# on spaces, so SGLang receives it as one (unknown) word.
set -euo pipefail
IFS=$'\n\t'
OPTS="--enable-hisparse --kv-cache-dtype fp8_e5m2"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disable-radix-cache $OPTS
