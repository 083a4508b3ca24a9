#!/usr/bin/env bash
# Throughput-tuned HiSparse server: chunked prefill mixed into decode batches.
set -euo pipefail

sglang serve --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --chunked-prefill-size 8192 --port 30000
