#!/usr/bin/env bash
set -e
MODEL=deepseek-ai/DeepSeek-V3.2
KV=nvfp4            # halves KV memory vs fp8
export HF_HUB_ENABLE_HF_TRANSFER=1

./scripts/prefetch_weights.sh "$MODEL"

python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV \
  --port 30000
