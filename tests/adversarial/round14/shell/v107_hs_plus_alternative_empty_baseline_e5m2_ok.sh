#!/usr/bin/env bash
# Baseline run: HiSparse off. Set HS=1 below for the sparse run.
HS=
KV=fp8_e5m2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  ${HS:+--enable-hisparse --disable-radix-cache} \
  --kv-cache-dtype $KV --port 30000
