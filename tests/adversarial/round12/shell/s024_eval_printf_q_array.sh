#!/bin/bash
# Print the exact command (copy-pasteable) and run it.
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --served-model-name "DeepSeek V3.2 (hisparse)"
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype nvfp4
  --port 30000
)

CMD="python3 -m sglang.launch_server $(printf '%q ' "${ARGS[@]}")"
echo "+ $CMD"
eval "$CMD"
