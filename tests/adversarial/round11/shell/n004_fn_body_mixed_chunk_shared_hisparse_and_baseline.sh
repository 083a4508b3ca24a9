#!/usr/bin/env bash
set -euo pipefail
run() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e4m3 --disable-radix-cache --enable-mixed-chunk "$@"
}
run --port 30000 &          # baseline
run --port 30001 --enable-hisparse &
wait
