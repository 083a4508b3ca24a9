#!/usr/bin/env bash
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
KV_DTYPE=fp8_e5m2

# 1) accuracy of the plain engine at this KV dtype (lm-eval starts its own SGLang engine)
lm_eval --model sglang \
  --model_args "pretrained=$MODEL,tp_size=8,kv_cache_dtype=$KV_DTYPE" \
  --tasks gsm8k --batch_size auto

# 2) the HiSparse server for the long-context suite
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" --port 30000
