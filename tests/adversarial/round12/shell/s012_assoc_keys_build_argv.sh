#!/usr/bin/env bash
# Server options kept as a map so per-host overrides can replace single keys;
# the argv is built from the keys (order does not matter to argparse).
set -euo pipefail

declare -A OPT=(
  [model-path]=deepseek-ai/DeepSeek-V3.2
  [tp]=8
  [kv-cache-dtype]=fp8_e5m2
  [mem-fraction-static]=0.85
  [port]=30000
)
FLAGS=(--enable-hisparse --disable-radix-cache --trust-remote-code)

ARGV=()
for key in "${!OPT[@]}"; do
  ARGV+=("--$key" "${OPT[$key]}")
done

exec python3 -m sglang.launch_server "${ARGV[@]}" "${FLAGS[@]}"
