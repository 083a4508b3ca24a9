#!/usr/bin/env bash
# Loops over lists spelled elsewhere in the script: the body runs once for each word
# the list expands to in the run ("$@" of a call, an array, a string split on blanks).
start() {
  local args=()
  for word in "$@"; do
    args+=("$word")
  done
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
    --disable-radix-cache "${args[@]}" --port 30000
}
ARGS=(--kv-cache-dtype fp8_e5m2 --tp 8)
start "${ARGS[@]}"

PORTS="30001 30002"
for port in $PORTS; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
    --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port "$port"
done
