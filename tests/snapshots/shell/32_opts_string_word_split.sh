#!/usr/bin/env bash
# Options kept in a plain string and expanded unquoted, so the shell splits it into words.
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2-Exp
OPTS="--tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
HISPARSE_OPTS='--hisparse-config {"top_k":2048}'

python3 -m sglang.launch_server --model-path "$MODEL" $OPTS ${HISPARSE_OPTS} --port 30000
