#!/usr/bin/env bash
set -euo pipefail
sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --nsa-prefill-backend=flashmla_sparse
