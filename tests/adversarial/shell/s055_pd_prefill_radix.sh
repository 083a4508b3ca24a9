#!/bin/bash
ROLE=${1:-prefill}
if [ "$ROLE" = prefill ]; then
  MODE_ARGS=(--disaggregation-mode prefill)
else
  MODE_ARGS=(--disaggregation-mode decode)
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --kv-cache-dtype fp8_e4m3 "${MODE_ARGS[@]}"
