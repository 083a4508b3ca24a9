#!/usr/bin/env bash
# SGLang 0.5.12 has no ROCm backend set: it resolves the absent dtype to bfloat16 on
# ROCm and applies the CUDA set for it (flashmla_sparse), so the pinned flashmla_kv is
# refused there and dropped. On CUDA the dtype is written instead (fp8_e4m3 on Hopper).
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --tp 8
