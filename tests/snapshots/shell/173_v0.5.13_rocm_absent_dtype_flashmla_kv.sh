#!/usr/bin/env bash
# SGLang 0.5.13 and 0.5.13.post1, like 0.5.12, judge ROCm by the CUDA sets with the
# dtype `auto` resolves to there (bfloat16): a pinned flashmla_kv is refused and
# dropped; flashmla_sparse passes. From 0.5.14 ROCm has a set of its own.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --kv-cache-dtype fp8_e4m3 --disable-radix-cache --tp 8 \
  --dsa-prefill-backend flashmla_kv

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --kv-cache-dtype bfloat16 --disable-radix-cache --tp 8 \
  --dsa-prefill-backend flashmla_sparse
