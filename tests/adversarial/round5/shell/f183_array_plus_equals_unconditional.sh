#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8)
ARGS+=(--enable-hisparse)
ARGS+=(--kv-cache-dtype fp8_e5m2)
ARGS+=(--disable-radix-cache --host 0.0.0.0)
python3 -m sglang.launch_server "${ARGS[@]}"
