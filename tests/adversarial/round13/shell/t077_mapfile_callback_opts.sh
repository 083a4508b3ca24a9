#!/bin/bash
ARGS=()
add() { ARGS+=("--$2"); }
mapfile -t -C add -c 1 _ < <(printf '%s\n' enable-hisparse disable-radix-cache kv-cache-dtype=fp8_e5m2 tp=8)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${ARGS[@]}" --port 30000
