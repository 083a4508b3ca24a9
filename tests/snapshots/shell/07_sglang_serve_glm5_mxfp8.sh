#!/usr/bin/env bash
# GLM-5-FP8 served with HiSparse on 8xB200, MXFP8 KV cache, FlashMLA sparse prefill.
set -euo pipefail

sglang serve \
  --model-path zai-org/GLM-5-FP8 \
  --tp 8 \
  --trust-remote-code \
  --mem-fraction-static 0.85 \
  --disable-radix-cache \
  --enable-hisparse \
  --kv-cache-dtype "fp8_e4m3" \
  --tool-call-parser glm47 \
  --reasoning-parser glm45 \
  --host 0.0.0.0 \
  --port 30000
