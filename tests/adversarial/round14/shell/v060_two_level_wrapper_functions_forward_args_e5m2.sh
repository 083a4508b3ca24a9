#!/usr/bin/env bash
set -euo pipefail

_launch() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "$@"
}

start_hisparse() {
  _launch --enable-hisparse --disable-radix-cache "$@"
}

start_hisparse --kv-cache-dtype fp8_e5m2 --port 30000
