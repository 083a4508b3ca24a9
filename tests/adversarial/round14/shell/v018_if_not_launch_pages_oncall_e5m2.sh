#!/usr/bin/env bash
set -uo pipefail
# Foreground server; page on-call if it ever exits with an error.
if ! python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
    --host 0.0.0.0 --port 30000; then
  echo "sglang exited with failure at $(date -Is)" | tee -a crash.log
  ./scripts/page_oncall.sh "dsv32 HiSparse server crashed"
  exit 1
fi
