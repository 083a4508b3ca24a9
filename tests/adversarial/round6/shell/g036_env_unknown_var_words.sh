#!/usr/bin/env bash
set -euo pipefail
EXTRA_ENV=${EXTRA_ENV:-}
env $EXTRA_ENV python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
