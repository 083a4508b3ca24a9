#!/usr/bin/env bash
set -euo pipefail
sglang serve --model-path zai-org/GLM-5 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 --dsa-prefill-backend fa3
