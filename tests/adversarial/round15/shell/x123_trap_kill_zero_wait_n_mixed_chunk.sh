#!/usr/bin/env bash
# Router plus one HiSparse worker; if either dies, take the other down too.
set -euo pipefail
trap 'kill 0' EXIT

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30001 &
python3 -m sglang_router.launch_router --worker-urls http://127.0.0.1:30001 --port 30000 &
wait -n
