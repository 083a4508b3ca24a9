#!/bin/bash
# Values copied from the capacity sheet (upper case); argparse wants lower case.
KV=FP8_E4M3
DECODE=FLASHMLA_KV

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV,,}" \
  --dsa-decode-backend "${DECODE,,}" \
  --port 30000
