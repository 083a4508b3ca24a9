#!/usr/bin/env bash
set -euo pipefail
export HSA_NO_SCRATCH_RECLAIM=1
export SGLANG_AITER_MLA_PERSIST=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend tilelang --dsa-decode-backend tilelang
