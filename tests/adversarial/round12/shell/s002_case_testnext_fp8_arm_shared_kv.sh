#!/bin/bash
# Usage: ./serve.sh MODE   where MODE is one of: hisparse, fp8, hisparse-fp8
# Each feature arm ends in ;;& so that "hisparse-fp8" picks up both sets of options.
set -eo pipefail

MODE=${1:-hisparse-fp8}
if [[ ! $MODE =~ ^(hisparse|fp8|hisparse-fp8)$ ]]; then
  echo "bad mode: $MODE" >&2
  exit 2
fi

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --host 0.0.0.0 --port 30000
)

case "$MODE" in
  hisparse*)
    ARGS+=(--enable-hisparse --disable-radix-cache)
    ;;&
  *fp8)
    # same KV dtype as the vLLM reference runs
    ARGS+=(--kv-cache-dtype fp8_e5m2)
    ;;&
esac

python3 -m sglang.launch_server "${ARGS[@]}" 2>&1 | tee "sglang_${MODE}.log"
