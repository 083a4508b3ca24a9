#!/usr/bin/env bash
DRY_RUN=1   # this copy lives in docs/examples: print, never run
CMD=(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
     --enable-hisparse --kv-cache-dtype nvfp4)
if [[ $DRY_RUN == 1 ]]; then
  printf '%q ' "${CMD[@]}"; echo
  exit 0
fi
"${CMD[@]}"
