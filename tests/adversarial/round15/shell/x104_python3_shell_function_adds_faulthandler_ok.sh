#!/usr/bin/env bash
set -euo pipefail
# Every python3 started here gets a traceback on a hang.
python3() { command python3 -X faulthandler "$@"; }

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_sparse \
  --port 30000
