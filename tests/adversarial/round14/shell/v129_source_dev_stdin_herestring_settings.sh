#!/usr/bin/env bash
# settings travel as one line in the job description; load them as shell code
SETTINGS='KV_DTYPE=fp8_e5m2 TP=8 PORT=30000'
source /dev/stdin <<<"$SETTINGS"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp "$TP" \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV_DTYPE" --port "$PORT"
