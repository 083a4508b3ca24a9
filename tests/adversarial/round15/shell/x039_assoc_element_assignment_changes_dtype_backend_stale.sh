#!/usr/bin/env bash
set -euo pipefail
declare -A CFG=([kv]=bfloat16 [prefill]=flashmla_sparse [decode]=flashmla_sparse)
CFG[kv]=fp8_e4m3   # halve the KV footprint

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${CFG[kv]}" \
  --dsa-prefill-backend "${CFG[prefill]}" \
  --dsa-decode-backend "${CFG[decode]}" \
  --port 30000
