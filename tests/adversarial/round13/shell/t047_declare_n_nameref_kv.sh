#!/bin/bash
KV_hopper=fp8_e5m2
KV_blackwell=fp8_e4m3
GEN=${GEN:-hopper}
declare -n KV="KV_${GEN}"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" \
  --port 30000
