#!/usr/bin/env bash
export SGLANG_DSA_FUSE_TOPK=false   # the torch top-k backend needs this
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --dsa-topk-backend torch --dsa-paged-mqa-logits-backend deepgemm \
  --port 30000
