#!/usr/bin/env bash
set -euo pipefail
launch_role() {
  local role=$1 port=$2 extra=()
  case "$role" in
    prefill) extra=(--disaggregation-mode prefill --disable-radix-cache) ;;
    decode)  extra=(--disaggregation-mode decode --disaggregation-decode-enable-radix-cache) ;;
  esac
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
    --kv-cache-dtype fp8_e4m3 "${extra[@]}" --port "$port" &
}
launch_role prefill 30000
launch_role decode 30001
wait
