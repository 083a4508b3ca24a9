#!/bin/bash
# Launch DeepSeek-V3.2 on whatever box we land on.
#   HISPARSE=0 ./launch.sh   -> baseline (same KV dtype as the published vLLM numbers)
#   ./launch.sh              -> HiSparse
set -euo pipefail

GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1)
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --port 30000)

if [[ ${HISPARSE:-1} == 1 ]]; then
  ARGS+=(--enable-hisparse --disable-radix-cache)
  case "$GPU" in
    *H20*)
      KV=fp8_e5m2
      ;;
    *H200*|*B200*)
      KV=fp8_e4m3
      ;;
    *)
      KV=bfloat16
      ;;
  esac
else
  KV=fp8_e5m2   # baseline: keep e5m2 so the numbers stay comparable
fi

python3 -m sglang.launch_server "${ARGS[@]}" --kv-cache-dtype "$KV"
