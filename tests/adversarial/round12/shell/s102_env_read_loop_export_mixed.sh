#!/usr/bin/env bash
# Load KEY=VALUE pairs (no quoting, comments allowed) written by the secrets sync job.
set -euo pipefail
while IFS='=' read -r key value; do
  [[ -z "$key" || "$key" == \#* ]] && continue
  export "$key=$value"
done < /etc/sglang/runtime.env

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --enable-mixed-chunk \
  --chunked-prefill-size 8192 \
  --port 30000
