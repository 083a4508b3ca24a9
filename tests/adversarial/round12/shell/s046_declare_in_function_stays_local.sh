#!/bin/bash
set -euo pipefail

KV_DTYPE=bfloat16
DECODE_BACKEND=flashmla_sparse

use_fp8_profile() {
  # switch the script to the fp8 profile
  declare KV_DTYPE=fp8_e5m2
  declare DECODE_BACKEND=flashmla_kv
  echo "profile: fp8 ($KV_DTYPE, $DECODE_BACKEND)"
}

if [[ ${PROFILE:-bf16} == fp8 ]]; then
  use_fp8_profile
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --dsa-decode-backend "$DECODE_BACKEND" \
  --port 30000
