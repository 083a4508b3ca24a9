#!/usr/bin/env bash
# A small wrapper keeps the common flags; each call adds its own.
set -euo pipefail

launch() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    "$@"
}

launch --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 &
launch --kv-cache-dtype fp8_e5m2 --port 30001 &
wait
