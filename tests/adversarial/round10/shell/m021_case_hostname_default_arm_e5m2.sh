#!/usr/bin/env bash
set -euo pipefail
case "$(hostname -s)" in
  gb200-*) KV_ARGS=(--kv-cache-dtype fp8_e4m3) ;;
  *)       KV_ARGS=(--kv-cache-dtype fp8_e5m2) ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache "${KV_ARGS[@]}" --port 30000
