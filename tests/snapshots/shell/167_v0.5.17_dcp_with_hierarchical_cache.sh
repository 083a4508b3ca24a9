#!/usr/bin/env bash
# SGLang 0.5.17: decode context parallelism refuses HiSparse only with HiCache on.
set -euo pipefail

# Refused: HiCache (by its alias) and --dcp-size 2.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hicache --dcp-size 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16

# Passes HiSparse's checks: no HiCache, and the alias of --nsa-prefill-backend.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --decode-context-parallel-size 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse

# Unified memory on a decode server is not checked with HiSparse before 0.5.18.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disaggregation-mode decode --disaggregation-transfer-backend mooncake \
  --enable-unified-memory --enable-hisparse --kv-cache-dtype bfloat16
