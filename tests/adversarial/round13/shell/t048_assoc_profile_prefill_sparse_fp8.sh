#!/bin/bash
declare -A P=(
  [kv]=fp8_e4m3
  [decode]=flashmla_kv
  [prefill]=flashmla_sparse
  [tp]=8
)

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "${P[tp]}" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${P[kv]}" \
  --dsa-decode-backend "${P[decode]}" \
  --dsa-prefill-backend "${P[prefill]}" \
  --port 30000
