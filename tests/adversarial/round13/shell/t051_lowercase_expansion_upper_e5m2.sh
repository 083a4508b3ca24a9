#!/bin/bash
# Values copied from the capacity sheet (upper case)
KV=${KV:-FP8_E5M2}
TP=${TP:-8}

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$TP" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV,,}" \
  --port 30000
