#!/usr/bin/env bash
# SGLang 0.5.17 picks flashinfer_sparse_mla itself for GLM-5 with an fp8_e4m3 KV cache
# on SM120, then refuses it with HiSparse (its fp8 set holds flashmla_kv only until
# 0.5.18): the backend every GPU allows is pinned for each phase left open.
python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 \
  --enable-hisparse --disable-radix-cache --tp 8 \
  --kv-cache-dtype fp8_e4m3

# A disallowed backend is set, not dropped: dropping it lets SGLang pick its own again.
python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 \
  --enable-hisparse --disable-radix-cache --tp 8 \
  --kv-cache-dtype fp8_e4m3

# With `auto` SM120 resolves fp8_e4m3 too: bfloat16 passes on every GPU.
python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 \
  --enable-hisparse --disable-radix-cache --tp 8
