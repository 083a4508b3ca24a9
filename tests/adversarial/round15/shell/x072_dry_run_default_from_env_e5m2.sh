#!/usr/bin/env bash
# Prints the command by default; DRY_RUN=0 ./serve.sh starts it.
set -euo pipefail
DRY_RUN=${DRY_RUN:-1}
CMD=(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
     --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000)

if [[ $DRY_RUN == 1 ]]; then
  printf '%q ' "${CMD[@]}"; echo
else
  exec "${CMD[@]}"
fi
