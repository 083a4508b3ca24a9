#!/usr/bin/env bash
export SGLANG_USE_AITER=1
export HSA_NO_SCRATCH_RECLAIM=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bf16 \
  --dsa-prefill-backend aiter --dsa-decode-backend aiter --port 30000
