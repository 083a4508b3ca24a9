#!/usr/bin/env bash
# PD decode worker copied from a non-HiSparse recipe that kept a radix cache on decode.
set -euo pipefail

DECODE_ARGS=(
  --disaggregation-mode decode
  --disaggregation-transfer-backend mooncake
  --enable-hisparse
  --kv-cache-dtype fp8_e4m3
)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 \
  "${DECODE_ARGS[@]}" --port 30001
