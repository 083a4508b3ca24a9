#!/usr/bin/env bash
# Two launchers in one file: a CPU smoke server and the 8-GPU HiSparse server.
# Each keeps its own `local ARGS`; pick one with the first argument.
# hisparse-fix-test run: -- smoke
# hisparse-fix-test run: -- serve
set -euo pipefail

smoke() {
  local ARGS=(--model-path /data/ckpt/DeepSeek-V3.2-Exp-2layer --device cpu --port 30010)
  python3 -m sglang.launch_server "${ARGS[@]}"
}

serve() {
  local ARGS=(
    --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --trust-remote-code
    --enable-hisparse --disable-radix-cache
    --kv-cache-dtype fp8_e4m3
  )
  python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
}

case "${1:-serve}" in
  smoke) smoke ;;
  *) serve ;;
esac
