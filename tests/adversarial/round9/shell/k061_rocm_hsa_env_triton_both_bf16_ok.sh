#!/usr/bin/env bash
set -euo pipefail
export HSA_FORCE_FINE_GRAIN_PCIE=1
export SGLANG_USE_AITER=0
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --dsa-prefill-backend triton --dsa-decode-backend triton --kv-cache-dtype bfloat16
