#!/usr/bin/env bash
set -euo pipefail
# print each command before running it (like set -x, but readable in CI logs)
run() {
  printf '+ %s\n' "$*" >&2
  "$@"
}

run mkdir -p logs
run python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
