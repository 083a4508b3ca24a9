#!/bin/bash
if [[ ${GPU_VENDOR:-nvidia} == amd ]]; then
  DECODE=aiter
else
  DECODE=flashmla_sparse   # copied from the bf16 recipe
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend "$DECODE" \
  --port 30000
