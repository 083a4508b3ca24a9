#!/usr/bin/env bash
set -euo pipefail
serve() {
  local role=$1; shift
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
    --disaggregation-mode "$role" --kv-cache-dtype fp8_e4m3 "$@"
}
serve prefill --port 30000 &
serve decode --port 30001 --base-gpu-id 8 &
wait
