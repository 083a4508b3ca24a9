#!/usr/bin/env bash
# GLM-5 with HiSparse, BF16 KV cache, sparse FlashMLA for decode.
# hisparse-fix-test run: -- --log-level info
set -euo pipefail

SERVE_OPTS="--tp 8 --trust-remote-code --kv-cache-dtype bfloat16"
HISPARSE_OPTS="--enable-hisparse --disable-radix-cache --dsa-decode-backend=flashmla_sparse"

# shellcheck disable=SC2086
python3 -m sglang.launch_server --model-path zai-org/GLM-5 \
  $SERVE_OPTS $HISPARSE_OPTS \
  "--dsa-prefill-backend" "flashmla_sparse" \
  --host 0.0.0.0 --port 30000 "$@"
