#!/usr/bin/env bash
set -euo pipefail
for attempt in 1 2 3; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 && break
  echo "attempt $attempt failed; retrying" >&2
  sleep 10
done
