#!/usr/bin/env bash
# One launcher for every box in the lab: TARGET=h200|b200|cpu.
# The cpu arm appends --device cpu to the array every arm shares.
# hisparse-fix-test run: TARGET=h200
# hisparse-fix-test run: TARGET=b200
# hisparse-fix-test run: TARGET=cpu
# hisparse-fix-test run: TARGET=other
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --trust-remote-code --mem-fraction-static 0.85
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
)

case "${TARGET:-h200}" in
  h200) ARGS+=(--tp 8) ;;
  b200) ARGS+=(--tp 4) ;;
  cpu)
    ARGS+=(--device cpu --tp 2)
    ;;
esac

python3 -m sglang.launch_server "${ARGS[@]}" --host 0.0.0.0 --port 30000
