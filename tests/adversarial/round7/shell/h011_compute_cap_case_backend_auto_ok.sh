#!/usr/bin/env bash
set -euo pipefail
CAP=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n1)
case "$CAP" in
  10.*) BACKEND=flashmla_kv ;;
  *)    BACKEND=flashmla_sparse ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --dsa-decode-backend "$BACKEND" --port 30000
