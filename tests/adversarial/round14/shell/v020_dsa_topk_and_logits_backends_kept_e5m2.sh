#!/usr/bin/env bash
ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --dsa-topk-backend flashinfer
  --dsa-paged-mqa-logits-backend deepgemm
  --port 30000
)
python3 -m sglang.launch_server "${ARGS[@]}"
