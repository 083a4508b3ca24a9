#!/usr/bin/env bash
set -euo pipefail
serve() {
  local role=$1; shift
  local extra=()
  case "$role" in
    prefill) extra=(--disaggregation-mode prefill) ;;
    decode)  extra=(--disaggregation-mode decode --enable-mixed-chunk) ;;
  esac
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache "${extra[@]}" --port "$1"
}
serve decode 30001
