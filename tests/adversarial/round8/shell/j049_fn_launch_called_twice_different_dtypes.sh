#!/usr/bin/env bash
set -euo pipefail
launch() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache "$@"
}
launch --kv-cache-dtype fp8_e4m3 --port 30000 &
launch --kv-cache-dtype mxfp8 --port 30001 &
wait
