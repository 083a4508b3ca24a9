#!/usr/bin/env bash
# DeepSeek-V3.2 and GLM-5 recipes written for SGLang 0.5.12, without HiSparse.
# `--scope all` (a release upgrade) judges their flag spelling and refused options too.
set -euo pipefail

# DeepSeek-V3.2, 8 GPUs: the backends spelled as 0.5.12 parsed them.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_kv \
  --kv-cache-dtype fp8_e4m3 --port 30000 &

# GLM-5: `--cuda-graph-max-bs` was an option up to 0.5.19.
python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 --tp 8 \
  --cuda-graph-max-bs 256 --port 30001 &

# The same flags, also given to a comparison script: not edited.
BACKENDS="--nsa-prefill-backend tilelang"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 $BACKENDS --port 30002 &
python3 tools/compare_backends.py $BACKENDS
wait
