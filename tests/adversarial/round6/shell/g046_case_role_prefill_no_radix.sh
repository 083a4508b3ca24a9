#!/usr/bin/env bash
set -euo pipefail
ROLE=${1:?usage: $0 prefill|decode}
case "$ROLE" in
  prefill)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
      --disaggregation-mode prefill --kv-cache-dtype fp8_e4m3 --port 30000
    ;;
  decode)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
      --disaggregation-mode decode --kv-cache-dtype fp8_e4m3 --port 30001
    ;;
  *)
    echo "unknown role $ROLE" >&2; exit 2 ;;
esac
