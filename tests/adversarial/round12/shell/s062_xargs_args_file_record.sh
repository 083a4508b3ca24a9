#!/usr/bin/env bash
# Write the server argv into the run folder (one option per line, kept with the
# results), then start the server from that file.
set -euo pipefail

RUN_DIR=runs/$(date +%Y%m%d_%H%M%S)
mkdir -p "$RUN_DIR"

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --port 30000
)
printf '%s\n' "${ARGS[@]}" > "$RUN_DIR/server.args"

xargs -a "$RUN_DIR/server.args" -d '\n' python3 -m sglang.launch_server
