#!/usr/bin/env bash
# On ROCm the learnable sinks force flashmla_sparse, which HiSparse on ROCm refuses
# (it takes tilelang, triton, aiter): reported, not rewritten.
python3 -m sglang.launch_server --model-path fixtures/models/hunyuan-v4 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
