#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --kv-cache-dtype fp8_e5m2)
if [[ -n "${HISPARSE:-}" ]]; then
  ARGS+=(--enable-hisparse --disable-radix-cache)
fi
python3 -m sglang.launch_server "${ARGS[@]}"
