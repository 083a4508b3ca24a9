#!/usr/bin/env bash
set -euo pipefail
sglang serve --tp 8 --enable-hisparse --disable-radix-cache --model-path deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse --port 30000
