#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
printf '%s\n' "${ARGS[@]}" > "$RUN_DIR/args.txt"
KEY=$(printf '%s ' "${ARGS[@]}" | sha256sum | cut -c1-12)
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000 > "logs/$KEY.log" 2>&1
