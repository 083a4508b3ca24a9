#!/usr/bin/env bash
# HiSparse recipe written for SGLang 0.5.23, deployed on a cluster pinned to 0.5.12.
# Also snapshotted with --sglang-version 0.5.12 (tests/snapshots/shell-v0.5.12/).
set -euo pipefail

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --nsa-prefill-backend flashmla_sparse \
  --nsa-decode-backend=flashmla_sparse \
  --port 30000
