#!/usr/bin/env bash
# Pre-build the KV layouts for both dtypes, then serve the last one built.
set -euo pipefail

for kv in fp8_e4m3 bfloat16; do
  python3 tools/prebuild_kv_layout.py --model deepseek-ai/DeepSeek-V3.2 --dtype "$kv"
done

# $kv still holds the last dtype from the loop above
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$kv" \
  --dsa-decode-backend flashmla_kv \
  --port 30000
